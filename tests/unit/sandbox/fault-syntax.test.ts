import { describe, expect, it } from 'vitest';
import { faultFromJson, formatFault, parseFault, parseFaultList } from '../../../electron/sandbox/faults/fault-syntax';
import { FaultRegistry } from '../../../electron/sandbox/faults/fault-registry';

describe('fault syntax <operation>:<kind>[=<value>][:times=<n>]', () => {
  it.each([
    ['pricing:latency=1500', { operation: 'pricing', kind: 'latency', ms: 1500 }],
    ['shopping:hang', { operation: 'shopping', kind: 'hang' }],
    ['refund:hang-after:times=1', { operation: 'refundRequest', kind: 'hang-after', times: 1 }],
    ['ticketing:b024:times=1', { operation: 'ticketing', kind: 'timeout', times: 1 }],
    ['refund:b035=2', { operation: 'refundRequest', kind: 'concurrency', limit: 2 }],
    ['reimbursed:s001', { operation: 'checkReimbursed', kind: 'system-error' }],
    ['*:http=503:times=2', { operation: '*', kind: 'http-status', status: 503, times: 2 }],
    ['all:http502', { operation: '*', kind: 'http-status', status: 502 }],
    ['modify-order:reset', { operation: 'modifyOrder', kind: 'reset' }],
    ['ANCILLARY:malformed-json', { operation: 'ancillaryOrderDetail', kind: 'malformed-json' }],
    ['shopping:truncated-gzip', { operation: 'shopping', kind: 'truncated-gzip' }],
    ['pricing:null-data', { operation: 'pricing', kind: 'null-data' }],
    ['booking:b006:times=1', { operation: 'preciseBooking', kind: 'created-but-failed', times: 1 }],
    ['*:b006', { operation: '*', kind: 'created-but-failed' }],
    ['orderPricing:drift=schedule', { operation: 'orderPricing', kind: 'drift', drift: 'schedule' }],
    ['cancel:b024', { operation: 'cancel', kind: 'timeout' }],
    ['shopping:error=b014:times=1', { operation: 'shopping', kind: 'error-code', code: 'B014', times: 1 }],
  ])('%s', (text, rule) => {
    expect(parseFault(text)).toEqual(rule);
  });

  it.each(['pricing', 'nowhere:hang', 'pricing:explode', 'pricing:http=404', 'pricing:latency', 'pricing:hang:twice', 'ticketing:b006', 'pricing:drift=sideways', 'shopping:error', 'shopping:error=14', 'shopping:error=0'])('refuses %s with a reason', (text) => {
    expect(() => parseFault(text)).toThrow(/./);
  });

  it('lists are separated by ";" or ","; rules format back to their text', () => {
    const rules = parseFaultList('pricing:hang; shopping:latency=5,*:http=500:times=3;booking:b006:times=1');
    expect(rules.map(formatFault)).toEqual(['pricing:hang', 'shopping:latency=5', '*:http=500:times=3', 'preciseBooking:b006:times=1']);
  });

  it('JSON rules are validated the same way', () => {
    expect(faultFromJson({ operation: 'shopping', kind: 'latency', ms: 10, times: 2 })).toEqual({ operation: 'shopping', kind: 'latency', ms: 10, times: 2 });
    expect(faultFromJson('pricing:hang')).toEqual({ operation: 'pricing', kind: 'hang' });
    expect(() => faultFromJson({ operation: 'shopping', kind: 'boom' })).toThrow();
    expect(faultFromJson({ operation: 'refund', kind: 'error-code', code: 'B153', message: 'Duplicated refund request, please kindly check' })).toEqual({ operation: 'refundRequest', kind: 'error-code', code: 'B153', message: 'Duplicated refund request, please kindly check' });
    expect(formatFault(faultFromJson({ operation: 'shopping', kind: 'error-code', code: 'B014', times: 2 }))).toBe('shopping:error=B014:times=2');
    expect(() => faultFromJson({ operation: 'shopping', kind: 'error-code', code: 'B014', message: 'x'.repeat(301) })).toThrow(/message/);
  });
});

describe('the fault registry', () => {
  it('a rule with times is consumed per call and then gone', () => {
    const registry = new FaultRegistry([parseFault('pricing:s001:times=2')]);
    expect(registry.takeDecidingFault('pricing')?.kind).toBe('system-error');
    expect(registry.takeDecidingFault('shopping')).toBeNull();
    expect(registry.takeDecidingFault('pricing')?.kind).toBe('system-error');
    expect(registry.takeDecidingFault('pricing')).toBeNull();
  });

  it('latencies add up; the tightest concurrency limit wins; "*" applies to every operation', () => {
    const registry = new FaultRegistry(parseFaultList('*:latency=10;pricing:latency=5;pricing:b035=4;*:b035=2'));
    expect(registry.takeLatency('pricing')).toBe(15);
    expect(registry.takeLatency('shopping')).toBe(10);
    expect(registry.concurrencyLimit('pricing').limit).toBe(2);
    expect(new FaultRegistry().concurrencyLimit('pricing').limit).toBe(64);
  });

  it('"*:b006" and "*:drift" act only where they mean something, and are not used up elsewhere', () => {
    const registry = new FaultRegistry(parseFaultList('*:b006:times=1;*:drift=up:times=1'));
    expect(registry.takeDecidingFault('ticketing')).toBeNull();
    expect(registry.takeDrift('shopping')).toBeNull();
    expect(registry.takeDrift('orderPricing')).toBe('up');
    expect(registry.takeDecidingFault('preciseBooking')?.kind).toBe('created-but-failed');
    expect(registry.list()).toEqual([]);
  });

  it('restoreInitial brings back the rules it started with', () => {
    const registry = new FaultRegistry([parseFault('pricing:hang')]);
    registry.clear();
    expect(registry.list()).toEqual([]);
    registry.restoreInitial();
    expect(registry.list().map((rule) => rule.spec)).toEqual(['pricing:hang']);
  });
});
