import type { FiledOrder } from '@contract/domains/orders';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createApp, ref } from 'vue';
import { createMemoryHistory, createRouter } from 'vue-router';
import { DESK_KEY } from '@/bridge/use-desk';
import { nextStepsOf, useOrderNextSteps } from '@/orders/use-order-next-steps';
import { createFakeDesk } from '../support/fake-desk';

function order(overrides: Partial<FiledOrder>): FiledOrder {
  return {
    id: 7, orderNum: '917083410145514001', kind: 'air', environment: 'sandbox', pendingWrites: [],
    status: { code: 'ISSED', text: null, key: 'ISSED', group: 'issued' },
    ...overrides,
  } as FiledOrder;
}
const PAID = { code: 'ISS_PRC', text: null, key: 'ISS_PRC', group: 'issuing' } as const;

function stepsOver(responses: Parameters<typeof createFakeDesk>[0], selected: FiledOrder) {
  const fake = createFakeDesk(responses);
  const component = { template: '<div />' };
  const router = createRouter({ history: createMemoryHistory(), routes: ['/', '/orders', '/ticketing', '/refunds'].map((path) => ({ path, component })) });
  const app = createApp({});
  app.provide(DESK_KEY, fake.desk).use(createPinia()).use(router);
  const open = ref<FiledOrder | null>(selected);
  const steps = app.runWithContext(() => useOrderNextSteps(open));
  return { steps, router, calls: fake.calls, open };
}

describe('what the open order can go on to from the Orders detail', () => {
  it('offers each later screen’s step only where that screen would take it', () => {
    expect(nextStepsOf(order({}))).toEqual({ forceIssue: false, refund: true, checkReimbursement: false });
    expect(nextStepsOf(order({ status: PAID }))).toEqual({ forceIssue: true, refund: false, checkReimbursement: false });
    expect(nextStepsOf(order({ status: PAID, environment: 'production' })).forceIssue).toBe(false);
    expect(nextStepsOf(order({ status: PAID, pendingWrites: [{ operation: 'ticketing', state: 'outcome-unknown', requestId: 'r', since: '' }] })).forceIssue).toBe(false);
    expect(nextStepsOf(order({ kind: 'refund', status: { code: null, text: 'Refunding', key: null, group: 'refunding' } as unknown as FiledOrder['status'] }))).toEqual({ forceIssue: false, refund: false, checkReimbursement: true });
    expect(nextStepsOf(null)).toEqual({ forceIssue: false, refund: false, checkReimbursement: false });
  });

  it('Force issue takes a paid sandbox order to Ticketing’s pre-flight', async () => {
    const { steps, router } = stepsOver({}, order({ status: PAID }));
    await steps.forceIssue();
    expect(router.currentRoute.value.fullPath).toBe('/ticketing?order=917083410145514001');
  });

  it('Refund starts the order’s refund draft, then shows the Refunds screen', async () => {
    const { steps, router, calls } = stepsOver({ 'refunds.start': () => ({ ok: false, error: { kind: 'validation', message: 'Order 917083410145514001 cannot be refunded.', issues: [] } }) }, order({}));
    await steps.refund();
    expect(calls.find((call) => call.name === 'refunds.start')?.input).toMatchObject({ orderId: 7 });
    expect(router.currentRoute.value.fullPath).toBe('/refunds');
  });

  it('Check reimbursement asks the service about this refund order and says what came of it', async () => {
    const refundOrder = order({ id: 9, orderNum: '917083410145599009', kind: 'refund' });
    const { steps, calls } = stepsOver({ 'reimbursements.check': () => ({ ok: true, value: { checked: 1, changed: 1, failed: [], cancelled: false } }) }, refundOrder);
    await steps.checkReimbursement();
    expect(calls.find((call) => call.name === 'reimbursements.check')?.input).toEqual({ orderIds: [9] });
    expect(steps.outcome.value).toEqual({ orderNum: '917083410145599009', changed: true, error: null });
  });

  it('shows why a check failed, and forgets the outcome when another order is opened', async () => {
    const refundOrder = order({ id: 9, orderNum: '917083410145599009', kind: 'refund' });
    const error = { kind: 'network', message: 'The service did not answer.' } as const;
    const { steps, open } = stepsOver({ 'reimbursements.check': () => ({ ok: true, value: { checked: 1, changed: 0, failed: [{ orderId: 9, orderNum: '917083410145599009', error }], cancelled: false } }) }, refundOrder);
    await steps.checkReimbursement();
    expect(steps.outcome.value).toEqual({ orderNum: '917083410145599009', changed: false, error });
    open.value = order({});
    expect(steps.outcome.value).toBeNull();
  });

  it('does nothing for an order the step does not apply to', async () => {
    const { steps, router, calls } = stepsOver({}, order({ kind: 'ancillary' }));
    await router.push('/orders');
    await steps.refund();
    await steps.forceIssue();
    await steps.checkReimbursement();
    expect(calls).toHaveLength(0);
    expect(router.currentRoute.value.fullPath).toBe('/orders');
  });
});
