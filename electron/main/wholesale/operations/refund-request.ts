import { entriesOf } from '../errors/catalogue';
import { wireRefundOrder, type WireRefundOrder } from '../wire/refund';
import type { RefundRequestData } from '../../../contract/refunds/refund-request-builder';
import { defineOperationSpec, readWithSchema } from './operation-spec';

/**
 * The request is the contract's RefundRequestData: the refund form builds it (pure, shared with the
 * renderer, which marks what is missing as the agent types) and main sends exactly that.
 */
export type { RefundRequestData as RefundRequest } from '../../../contract/refunds/refund-request-builder';

/**
 * RefundRequest (4.7): a write, sent as a form to the refund host. Never retried automatically;
 * an identical request sent again answers B153 (duplicate), which is how an unknown outcome is
 * verified.
 */
export const refundRequestOperation = defineOperationSpec<RefundRequestData, WireRefundOrder>({
  name: 'refundRequest',
  errors: entriesOf('refundRequest'),
  path: '/refund-api/refundRequest',
  host: 'refund',
  effect: 'write',
  acceptGzip: false,
  defaultTimeoutMs: 45_000,
  encoding: 'refund-form',
  buildPayload: (request) => ({
    data: {
      allPaxOfOrder: request.allPaxOfOrder ? 1 : 0,
      ...(request.refundPricingId ? { refundPricingId: request.refundPricingId } : {}),
      orderNum: request.orderNum,
      // Integers, as real clients send them (the spec's table says string; the service takes both).
      refundType: request.refundType,
      refundReason: request.refundReason,
      ...(request.contactPerson ? { contactPerson: request.contactPerson } : {}),
      ...(request.email ? { email: request.email } : {}),
      ...(request.telNum ? { telNum: request.telNum } : {}),
      // The public example's spelling; the spec's table says uploadedFlieIds.
      ...(request.uploadedFileIds.length > 0 ? { uploadFilesIds: request.uploadedFileIds } : {}),
      pnrList: request.pnrList,
      ...(request.canceledReservationBeforeDeparture !== undefined
        ? { canceledReservationBeforeDeparture: request.canceledReservationBeforeDeparture ? 1 : 0 }
        : {}),
    },
  }),
  readData: readWithSchema(wireRefundOrder),
});
