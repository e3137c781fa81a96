/**
 * A `kill -9` of the desk while it files orders loses nothing that was committed and never leaves
 * the order file unreadable. The desk runs as it ships (the built browser-mode host, its own
 * process); the test files orders through it as fast as it answers, with several requests in
 * flight, kills it mid-stream, reopens the file and counts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';

const ROOT = resolve(__dirname, '../../..');
const HOST = join(ROOT, 'out/main/browser.js');
const base = mkdtempSync(join(tmpdir(), 'desk-kill-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function manualOrder(n: number) {
  return {
    orderNum: String(800000000000000000n + BigInt(n)),
    pnr: `K${String(n).padStart(5, '0')}`,
    contact: { name: 'KILL/TEST', email: 'kill@example.com', telNum: '13800138000' },
    passengers: [{ type: 'ADT', lastName: 'Kowalski', firstName: 'Piotr', sex: 'M', birthday: '1980-01-01', ticketNum: `781${String(n).padStart(10, '0')}` }],
    segments: [{ journey: 1, airline: 'LO', flightNum: String(100 + (n % 800)), departure: 'WAW', arrival: 'PEK', departureDate: '2026-09-01', departureTime: '14:05', arrivalDate: '2026-09-02', arrivalTime: '05:40', bookingCode: 'Y' }],
  };
}

describe('kill -9 while filing orders', () => {
  it('every order the desk acknowledged is in the file after the kill, and the file reads', async () => {
    if (!existsSync(HOST)) throw new Error(`${HOST} is missing: build the desk first (npx electron-vite build; npm test does it).`);
    const dataDir = join(base, 'data');
    const readyFile = join(base, 'ready.json');
    const child = spawn(process.execPath, [HOST, '--port', '0', '--data-dir', dataDir, '--ready-file', readyFile], { cwd: ROOT, stdio: 'ignore' });
    const deadline = Date.now() + 20_000;
    while (!existsSync(readyFile)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the desk host did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as { url: string; port: number };
    const origin = `http://127.0.0.1:${ready.port}`;
    // As a page does: the one-time launch token from the URL, exchanged for a session.
    const exchanged = await fetch(`${origin}/api/session`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Desk-Launch': new URL(ready.url).hash.replace(/^#launch=/, '') },
      body: '{}',
    });
    const session = ((await exchanged.json()) as { ok: boolean; value?: { session: string } }).value?.session;
    if (!session) throw new Error(`no desk session (HTTP ${exchanged.status})`);
    let refused: string | null = null;
    const post = (n: number) =>
      fetch(`${origin}/api/ops/orders.enterManually`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Desk-Session': session },
        body: JSON.stringify(manualOrder(n)),
      }).then(async (response) => {
        const answer = (await response.json()) as { ok: boolean };
        // A refusal before the kill is a broken test, not a lost order: stop at once and say why.
        if (!answer.ok) refused ??= JSON.stringify(answer).slice(0, 300);
        return answer.ok;
      });

    const acknowledged = new Set<number>();
    let next = 0;
    let killed = false;
    // Four writers in parallel; the kill lands while requests are in flight.
    const writer = async () => {
      while (!killed && refused === null) {
        const n = next++;
        try {
          if (await post(n)) acknowledged.add(n);
        } catch {
          return; // the host is gone
        }
        if (acknowledged.size >= 150 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    if (refused !== null) {
      child.kill('SIGKILL');
      throw new Error(`the desk refused a manual order: ${refused}`);
    }
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    expect(child.signalCode).toBe('SIGKILL');

    const reopened = OrderFile.open({ file: join(dataDir, 'orders.sqlite'), logger: createMemoryLogger() });
    try {
      expect(reopened.status.setAside).toEqual([]);
      expect((reopened.db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok');
      const filed = new Set((reopened.db.prepare("SELECT order_num FROM orders WHERE source = 'manual'").all() as { order_num: string }[]).map((row) => row.order_num));
      const lost = [...acknowledged].filter((n) => !filed.has(manualOrder(n).orderNum));
      expect(lost).toEqual([]);
      expect(filed.size).toBeGreaterThanOrEqual(acknowledged.size);
      // Each filed order is whole: its search entry came in the same transaction.
      const sample = [...acknowledged].slice(-1)[0] as number;
      expect(reopened.search.search(manualOrder(sample).pnr, {}, 5).rows.map((row) => row.orderNum)).toContain(manualOrder(sample).orderNum);
    } finally {
      reopened.close();
    }
  }, 60_000);
});
