/**
 * The order file's one door: every write tells its change through the funnel once committed (and
 * never for a write that rolled back), and no SQL is written outside electron/main/archive/ (the
 * lint rule, run here on code that goes around the door).
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import type { OrderFileChange } from '../../../electron/main/archive/orders/order-file-changes';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

const OWNER: OrderOwner = { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox', profileName: 'Sandbox' };
const facts = (orderNum: string, extra: Partial<OrderFacts> = {}): OrderFacts => ({ orderNum, kind: 'air', status: { status: readOrderStatus('TO_BE_PAID', 'air'), inferred: false }, ...extra });
const AT = new Date('2026-02-01T03:00:00Z');

let dir: { path: string; remove: () => void };
let file: OrderFile;
let told: OrderFileChange[];
beforeEach(() => {
  dir = tempDir('order-file-door');
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  told = [];
  file.changes.subscribe((change) => told.push(change));
});
afterEach(() => {
  file.close();
  dir.remove();
});

describe('every write tells its change once committed', () => {
  it('an answer filed, a contact, a note, a marker set and cleared, a refund draft and its documents', () => {
    const [filed] = file.writer.file({ source: 'order-detail', owner: OWNER, at: AT, fromService: true, orders: [facts('1001')] });
    const id = filed!.orderId;
    file.writer.file({ source: 'ticketing', owner: OWNER, at: AT, fromService: false, orders: [{ orderNum: '1001', kind: 'air', contact: { name: 'Li Lei', email: 'li@example.com', mobile: '13800000000' } as never }] });
    file.notes.save(id, 'call back', AT);
    expect(file.pending.claim(id, 'ticketing', 'r1', AT)).toEqual({ ok: true });
    expect(file.pending.claim(id, 'ticketing', 'r2', AT).ok).toBe(false);
    file.pending.clear(id, 'ticketing');
    const draft = file.drafts.create(id, { passengers: [], segments: [] } as never, AT);
    file.drafts.touch(draft, AT);
    expect(told).toEqual([
      { kind: 'orders', orderIds: [id], source: 'order-detail' },
      { kind: 'orders', orderIds: [id], source: 'ticketing' },
      { kind: 'orders', orderIds: [id], source: 'note' },
      { kind: 'orders', orderIds: [id], source: 'ticketing' },
      { kind: 'orders', orderIds: [id], source: 'ticketing' },
      { kind: 'refund-draft', draftId: draft },
      { kind: 'refund-draft', draftId: draft },
    ]);
  });

  it('writes nested in one transaction are told once, after the commit, with every order they touched', () => {
    const [first] = file.writer.file({ source: 'order-detail', owner: OWNER, at: AT, fromService: true, orders: [facts('2001')] });
    told.length = 0;
    const seenInside: number[] = [];
    file.write(() => {
      file.pending.claim(first!.orderId, 'ticketing', 'r1', AT);
      const filed = file.writer.file({ source: 'ticketing', owner: OWNER, at: AT, fromService: true, orders: [facts('2002')] });
      seenInside.push(told.length);
      return filed;
    }, (filed) => ({ kind: 'orders', orderIds: [...filed.map((f) => f.orderId), first!.orderId], source: 'ticketing' }));
    expect(seenInside).toEqual([0]);
    expect(told).toEqual([{ kind: 'orders', orderIds: [first!.orderId, first!.orderId + 1], source: 'ticketing' }]);
  });

  it('a write that rolls back tells nothing and leaves nothing', () => {
    expect(() =>
      file.write(() => {
        file.writer.file({ source: 'order-detail', owner: OWNER, at: AT, fromService: true, orders: [facts('3001')] });
        throw new Error('the disk is full');
      }, () => null),
    ).toThrow('the disk is full');
    expect(told).toEqual([]);
    expect(file.reader.findId(OWNER, '3001')).toBeNull();
  });
});

describe('no SQL outside electron/main/archive/ (eslint.config.mjs)', () => {
  const probe = `
    import type { OrderFile } from '../../archive/orders/order-file';
    export function aroundTheDoor(orderFile: OrderFile, sql: string): void {
      orderFile.db.prepare('UPDATE orders SET amount = 1').run();
      const db = orderFile.db;
      db.prepare(sql).run();
      db.exec('BEGIN');
      db.transaction(() => undefined);
    }
  `;
  const lint = async (filePath: string) => (await new ESLint().lintText(probe, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');

  it('refuses a statement, a transaction and the raw database anywhere else in electron/', async () => {
    const messages = await lint(join(process.cwd(), 'electron/main/desk/refunds/around-the-door.ts'));
    expect(messages.map((m) => m.line)).toEqual(expect.arrayContaining([4, 5, 6, 7, 8]));
    expect(messages[0]!.message).toMatch(/SQL lives in electron\/main\/archive\/ only/);
    expect((await lint(join(process.cwd(), 'electron/sandbox/around-the-door.ts'))).length).toBeGreaterThan(0);
  }, 30_000); // ESLint with type information: seconds on a loaded 2-core machine

  it('allows it inside electron/main/archive/', async () => {
    expect(await lint(join(process.cwd(), 'electron/main/archive/orders/around-the-door.ts'))).toEqual([]);
  });
});

describe('the door in two halves: what only reads cannot write', () => {
  it('the readable half has no write part', async () => {
    const { readableHalf } = await import('../../../electron/main/archive/orders/order-file-door');
    const half = readableHalf(file);
    expect(Object.keys(half).sort()).toEqual(['board', 'fileStatus', 'payload', 'reader', 'search']);
    expect(half.fileStatus([]).orderCount).toBe(0);
  });

  it('the read parts hold no INSERT, UPDATE or DELETE', async () => {
    const { readFileSync } = await import('node:fs');
    const root = join(import.meta.dirname, '../../../electron/main/archive/orders');
    for (const source of ['order-reader.ts', 'order-search.ts', 'refund-board.ts']) {
      expect(readFileSync(join(root, source), 'utf8'), source).not.toMatch(/\b(INSERT|UPDATE|DELETE|REPLACE)\b\s/);
    }
  });

  it('desk services that only read take the readable half', async () => {
    const { readFileSync } = await import('node:fs');
    const desk = join(import.meta.dirname, '../../../electron/main/desk');
    for (const source of ['reimbursements/reimbursement-service.ts', 'ancillaries/ancillary-service.ts', 'refunds/order-file-refunds.ts']) {
      expect(readFileSync(join(desk, source), 'utf8'), source).toMatch(/orderFile: ReadableOrderFile/);
    }
  });
});
