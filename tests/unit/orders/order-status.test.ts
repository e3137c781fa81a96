import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS, readOrderStatus, sameStatus, statusGroup } from '../../../electron/contract/domains/order-status';

describe('order statuses: what the service sends, read into the desk\'s words', () => {
  it('recognises every code the real-world notes list', () => {
    const codes = 'TO_BE_PAID TO_BE_RSV ISS_PRC ISSED UNDER_REVIEW HOLD RSV_FAIL CLOSED CNCL CNCL_TO_BE_REIM CNCL_REIMED CHG_RQ CHG_TO_BE_PAID CHG_PRC CHGD CHG_REJ VOID_PRC VOID VOID_TO_BE_REIM VOID_REIMED VOID_REJ REFD_PRC REFD_TO_BE_REIM REFD_REIMED REFD_REJ REFD'.split(' ');
    for (const code of codes) expect(readOrderStatus(code, 'air'), code).toMatchObject({ code, text: null, key: code });
    expect(ORDER_STATUS_KEYS).toEqual(expect.arrayContaining(codes));
  });

  it('recognises the display texts of the specification and the sandbox, whatever their case', () => {
    expect(readOrderStatus('Paid, to be issued', 'air')).toEqual({ code: null, text: 'Paid, to be issued', key: 'ISS_PRC', group: 'issuing' });
    expect(readOrderStatus('Refund request', 'refund')).toMatchObject({ key: 'REFD_PRC', group: 'refund-in-progress' });
    expect(readOrderStatus('To be reimbursed', 'refund')).toMatchObject({ key: 'REFD_TO_BE_REIM', group: 'refund-in-progress' });
    expect(readOrderStatus('Reimbursed', 'refund')).toMatchObject({ key: 'REFD_REIMED', group: 'reimbursed' });
    expect(readOrderStatus('to be paid', 'air')).toMatchObject({ key: 'TO_BE_PAID', group: 'to-pay' });
    expect(readOrderStatus('REDF_RQ', 'refund')).toMatchObject({ code: 'REDF_RQ', key: 'REFD_RQ', group: 'refund-in-progress' });
  });

  it('"ISSED" is both a code and the specification\'s text: kept as the code', () => {
    expect(readOrderStatus('ISSED', 'air')).toEqual({ code: 'ISSED', text: null, key: 'ISSED', group: 'issued' });
  });

  it('never drops an unknown status: it is kept as it came, in the "other" group', () => {
    expect(readOrderStatus('SCHEDULE_CHANGED', 'air')).toEqual({ code: 'SCHEDULE_CHANGED', text: null, key: null, group: 'other' });
    expect(readOrderStatus('Waiting for airline', 'air')).toEqual({ code: null, text: 'Waiting for airline', key: null, group: 'other' });
    expect(readOrderStatus(null, 'air')).toEqual({ code: null, text: null, key: null, group: 'other' });
  });

  it('puts each state in the Orders filter group an agent expects', () => {
    expect(statusGroup('CHG_TO_BE_PAID', 'air')).toBe('to-pay');
    expect(statusGroup('CHGD', 'air')).toBe('issued');
    expect(statusGroup('CNCL_TO_BE_REIM', 'air')).toBe('cancelled');
    expect(statusGroup('VOID_REIMED', 'air')).toBe('reimbursed');
    expect(statusGroup('UNDER_REVIEW', 'refund')).toBe('refund-in-progress');
    expect(statusGroup('UNDER_REVIEW', 'air')).toBe('other');
    expect(statusGroup('HOLD', 'air')).toBe('other');
  });

  it('the same state sent as a code and as a text is the same status', () => {
    expect(sameStatus(readOrderStatus('REFD_PRC', 'refund'), readOrderStatus('Refund request', 'refund'))).toBe(true);
    expect(sameStatus(readOrderStatus('REFD_PRC', 'refund'), readOrderStatus('Reimbursed', 'refund'))).toBe(false);
    expect(sameStatus(readOrderStatus('ODD_ONE', 'air'), readOrderStatus('ODD_ONE', 'air'))).toBe(true);
  });
});
