// scripts/start.mjs stops the desk when whatever started it goes away. `npm start` runs
// npm → sh -c → node scripts/start.mjs: a SIGTERM to npm ends npm (and its sh) without a word to
// start.mjs, and a SIGKILL to npm leaves sh waiting on us forever. Neither is a signal we can
// catch, so we watch: our parent changing (we were re-parented: sh died) or our grandparent (npm)
// disappearing means the launcher is gone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function onLauncherGone(callback, { intervalMs = 500 } = {}) {
  const parent = process.ppid;
  const grandparent = parentPidOf(parent);
  const timer = setInterval(() => {
    const reparented = process.ppid !== parent;
    const grandparentGone = grandparent !== null && grandparent > 1 && !isAlive(grandparent);
    if (!reparented && !grandparentGone) return;
    clearInterval(timer);
    callback(reparented ? 'its parent process exited' : 'the process that started it (npm) exited');
  }, intervalMs);
  timer.unref();
}

/** The parent of `pid`, or null where the system will not say. */
export function parentPidOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    // not Linux: ask ps (macOS, BSD)
  }
  try {
    const ppid = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim());
    return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
