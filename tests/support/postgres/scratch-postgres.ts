import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';

/**
 * A real PostgreSQL for a test file: `initdb` in a temporary directory, started on a free loopback
 * port, stopped and removed by `stop()` (called in afterAll, whatever happened). PostgreSQL refuses
 * to run as root, so when the tests run as root the cluster belongs to the `postgres` user the
 * Debian package creates and every server command runs through `runuser`.
 *
 * The superuser (`postgres`, password below) is the agency's IT in these tests: it creates the
 * database and the roles the way docs/team-sync.md tells an agency to.
 */
export interface ScratchPostgres {
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly superuser: { user: 'postgres'; password: string };
  /** Stops the server (fast shutdown) and removes its directory. Safe to call twice. */
  stop(): void;
  /** Stops the server without removing its data, for "the server went away" tests; `start()` brings it back. */
  pause(): void;
  start(): void;
}

const SUPERUSER_PASSWORD = 'scratch-superuser';

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBinaries();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'desk-pg-'));
  const data = join(root, 'data');
  const passwordFile = join(root, 'pw');
  writeFileSync(passwordFile, SUPERUSER_PASSWORD);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(root, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  chmodSync(root, 0o700);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // fsync off: a scratch server whose data is thrown away; the durability under test is the desk's, not PostgreSQL's.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start']);
    running = true;
  };
  const pause = () => {
    if (!running) return;
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  start();
  let stopped = false;
  return {
    host: '127.0.0.1',
    port,
    superuser: { user: 'postgres', password: SUPERUSER_PASSWORD },
    pause,
    start,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        pause();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** The newest installed PostgreSQL's bin directory (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
function postgresBinaries(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => b - a) : [];
  const newest = majors.find((major) => major >= 15 && existsSync(join(base, String(major), 'bin', 'initdb')));
  if (newest === undefined) throw new Error('PostgreSQL 15 or newer is not installed (Debian: apt-get install postgresql); `npm test` installs it when run as root.');
  return join(base, String(newest), 'bin');
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split(/\s+/).concat(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: Number(uid), gid: Number(gid) };
}
