import { entriesOf } from '../../errors/catalogue';
import { defineOperationSpec } from '../operation-spec';

export interface CancelRequest {
  orderNum: string;
  /** The order's PNR (the service calls it the virtual PNR); sent when known. */
  virtualPnr?: string;
}

/**
 * Cancel: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION (real-world-notes.md, "The
 * booking path around the specified operations"). Cancels an order waiting for payment; success
 * has no data (`errorMsg` "OK"). A write: never retried automatically; sending it again is how an
 * unknown outcome is checked (an order already cancelled answers B041). Paid orders are refunded
 * instead (B009).
 */
export const cancelOperation = defineOperationSpec<CancelRequest, null>({
  name: 'cancel',
  errors: entriesOf('cancel'),
  path: '/json/cancel',
  host: 'api',
  effect: 'write',
  acceptGzip: false,
  defaultTimeoutMs: 30_000,
  encoding: 'json',
  buildPayload: (request) => ({ cancel: { orderNum: request.orderNum, ...(request.virtualPnr ? { virtualPnr: request.virtualPnr } : {}) } }),
  readData: null,
});
