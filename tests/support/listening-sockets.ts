import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The TCP ports this process listens on (Linux: its socket descriptors in /proc/self/fd matched
 * with the LISTEN rows of /proc/net/tcp and tcp6). Other processes' listeners are not counted,
 * so a test can tell whether something it started opened a port.
 */
export function listeningPorts(): number[] {
  const ownSockets = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (match?.[1]) ownSockets.add(match[1]);
    } catch {
      // A descriptor closed while reading the directory.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let rows: string[];
    try {
      rows = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const row of rows) {
      const columns = row.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; st 0A is LISTEN; the inode is the tenth column.
      const [, local, , state, , , , , , inode] = columns;
      if (state !== '0A' || !inode || !ownSockets.has(inode) || !local) continue;
      ports.push(Number.parseInt(local.split(':').at(-1) ?? '', 16));
    }
  }
  return ports.sort((a, b) => a - b);
}
