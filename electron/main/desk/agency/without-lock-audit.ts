import type { OrderFile } from '../../archive/orders/order-file';

/**
 * The audit entry of a money-moving write the agent sent without the agency's lock (the server
 * could not be reached, and the agent said go on): operation `ticketing` or `refundRequest`, outcome
 * `without-agency-lock`, the lock attempt's id as its request id. Written through the order file's
 * door like every audit entry, so it is the agency's: every desk's history of the order shows it,
 * with the agent (docs/team-sync.md, "No double payment across desks").
 */
const WITHOUT_AGENCY_LOCK = 'without-agency-lock';

export function auditWithoutAgencyLock(orderFile: OrderFile, orderId: number, operation: 'ticketing' | 'refund', attemptId: string): void {
  const account = orderFile.reader.accountOf(orderId);
  const orderNum = orderFile.reader.detail(orderId)?.orderNum;
  if (!account || !orderNum) return;
  orderFile.write(
    () =>
      orderFile.audit.append(
        {
          at: new Date(),
          environment: account.environment,
          partnerId: account.partnerId,
          profileId: account.profileId,
          operation: operation === 'ticketing' ? 'ticketing' : 'refundRequest',
          requestId: attemptId,
          outcome: WITHOUT_AGENCY_LOCK,
          code: null,
          durationMs: 0,
          orderNum,
        },
        [orderId],
      ),
    () => null,
  );
}
