/**
 * The selling price of an order (issue 25) in a real order file: what the agent types is checked
 * field by field, stored through the door (one change told, after COMMIT), audited in the same
 * transaction, and never sent to the agency as the service's facts.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrderStatus } from '../../../electron/contract/domains/order-status';
import { sellingPriceSchema } from '../../../electron/contract/domains/selling-price';
import { wordAll } from '../../../electron/contract/words';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import type { OrderFileChange } from '../../../electron/main/archive/orders/order-file-changes';
import { SellingPriceService } from '../../../electron/main/desk/customer-documents/selling-price-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { ruleInEnglish } from '../../../electron/contract/coded-rule';

const OWNER: OrderOwner = { environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'p-1', profileName: 'Rehearsal' };
const facts = (orderNum: string, extra: Partial<OrderFacts> = {}): OrderFacts => ({ orderNum, kind: 'air', status: { status: readOrderStatus('ISSED', 'air'), inferred: false }, ...extra });
const AT = new Date('2026-02-01T03:00:00Z');

let dir: { path: string; remove: () => void };
let file: OrderFile;
let told: OrderFileChange[];
let service: SellingPriceService;
let orderId: number;
beforeEach(() => {
  dir = tempDir('selling-price');
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  const [filed] = file.writer.file({ source: 'order-detail', owner: OWNER, at: AT, fromService: true, orders: [facts('917083410145514001', { currency: 'CNY', amount: '2015.02' })] });
  orderId = filed?.orderId ?? 0;
  told = [];
  file.changes.subscribe((change) => told.push(change));
  let minute = 0;
  service = new SellingPriceService({ orderFile: file, activeProfile: () => ({ id: 'p-1', name: 'Rehearsal' }), now: () => new Date(Date.UTC(2026, 1, 2, 3, minute++)) });
});
afterEach(() => {
  file.close();
  dir.remove();
});

const parse = (input: unknown) => sellingPriceSchema.parse(input);
const issues = (result: ReturnType<SellingPriceService['save']>) => (result.ok || result.error.kind !== 'validation' ? [] : wordAll('en', result.error.issues));

describe('the selling price of an order', () => {
  it('a total is kept as typed and is the total; a fee is added to the net price (decimal, not floating point)', () => {
    expect(service.get(orderId)).toMatchObject({ ok: true, value: { currency: 'CNY', netAmount: '2015.02', current: null } });
    const total = service.save(parse({ orderId, mode: 'total', amount: '2280' }), 'req-1');
    expect(total).toMatchObject({ ok: true, value: { current: { mode: 'total', amount: '2280.00', currency: 'CNY', total: '2280.00', profileName: 'Rehearsal' } } });
    const fee = service.save(parse({ orderId, mode: 'fee', amount: '0.1', currency: 'CNY' }), 'req-2');
    expect(fee).toMatchObject({ ok: true, value: { current: { mode: 'fee', amount: '0.10', total: '2015.12' } } });
    // The latest is the order's; the one before is kept in the file.
    expect(file.sellingPrices.current(orderId)).toMatchObject({ mode: 'fee', amount: '0.10' });
    expect((file.db.prepare('SELECT count(*) AS n FROM order_selling_prices WHERE order_id = ?').get(orderId) as { n: number }).n).toBe(2);
  });

  it('every change is audited with the order, in the same transaction, and told once through the door', () => {
    service.save(parse({ orderId, mode: 'total', amount: '2280.00' }), 'req-1');
    service.save(parse({ orderId, mode: 'fee', amount: '50' }), undefined);
    const audit = file.reader.detail(orderId)?.audit ?? [];
    // Newest first, as the detail pane lists calls; the page gave no request id for the second: main made one.
    expect(audit.filter((entry) => entry.operation === 'sellingPrice.save').map((entry) => [entry.outcome, entry.code, entry.requestId.replace(/^desk-.*/, 'desk-…')])).toEqual([
      ['ok', 'fee CNY 50.00', 'desk-…'],
      ['ok', 'total CNY 2280.00', 'req-1'],
    ]);
    // Each save is one transaction: its audit entry (which the agency's outbox records) and the order's change.
    expect(told.map((change) => (change.kind === 'audit' ? `audit ${change.entry.operation} ${change.entry.code}` : change))).toEqual([
      'audit sellingPrice.save total CNY 2280.00',
      { kind: 'orders', orderIds: [orderId], source: 'selling-price' },
      'audit sellingPrice.save fee CNY 50.00',
      { kind: 'orders', orderIds: [orderId], source: 'selling-price' },
    ]);
  });

  it('a write that fails leaves neither the price nor its audit entry (one transaction)', () => {
    file.db.exec("CREATE TRIGGER refuse_price BEFORE INSERT ON audit_log WHEN NEW.operation = 'sellingPrice.save' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect(() => service.save(parse({ orderId, mode: 'total', amount: '2280.00' }), 'req-1')).toThrow(/refused/);
    expect(file.sellingPrices.current(orderId)).toBeNull();
    expect(told).toEqual([]);
  });

  it('the contract names the field and the rule of each typing slip', () => {
    const rule = (input: Record<string, unknown>) => {
      const parsed = sellingPriceSchema.safeParse({ orderId, mode: 'total', ...input });
      return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${ruleInEnglish(issue.message)}`);
    };
    expect(rule({ amount: '' })).toEqual(['amount: is required']);
    expect(rule({ amount: '12,80' })).toEqual(['amount: must be an amount such as 1280.00']);
    expect(rule({ amount: '-5' })).toEqual(['amount: must not be negative']);
    expect(rule({ amount: '50.005' })).toEqual(['amount: must have at most 2 decimals']);
    expect(rule({ amount: '1000000000' })).toEqual(['amount: must be less than 1,000,000,000']);
    expect(rule({ amount: ' 0999999999.50 ' })).toBeNull();
    expect(rule({ amount: '10', mode: 'markup' })?.[0]).toMatch(/^mode: /);
  });

  it('main refuses another currency, a fee without a net price, and an order not in the file, each naming its field', () => {
    expect(issues(service.save(parse({ orderId, mode: 'total', amount: '300', currency: 'USD' }), 'r'))).toEqual([
      expect.objectContaining({ field: 'currency', message: 'currency must be in the currency given (CNY), not USD.' }),
    ]);
    const [bare] = file.writer.file({ source: 'manual', owner: OWNER, at: AT, fromService: false, orders: [facts('917083410145514002', { currency: 'CNY' })] });
    expect(issues(service.save(parse({ orderId: bare?.orderId, mode: 'fee', amount: '50' }), 'r'))).toEqual([expect.objectContaining({ field: 'mode', rule: 'fee-needs-net-price' })]);
    expect(issues(service.save(parse({ orderId: 999, mode: 'total', amount: '50' }), 'r'))).toEqual([expect.objectContaining({ field: 'orderId' })]);
    expect(file.sellingPrices.current(orderId)).toBeNull();
  });
});
