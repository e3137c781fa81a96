import { entriesOf } from '../errors/catalogue';
import { wireRefundOrder, type WireRefundOrder } from '../wire/refund';
import { defineOperationSpec, readWithSchema } from './operation-spec';

export interface RefundTicket {
  ticketNum?: string;
  lastName: string;
  firstName: string;
  cardType?: string;
  cardNum?: string;
  sex: string;
  /** yyyy-MM-dd */
  birthday: string;
}

export interface RefundSegment {
  /** From 1. */
  segmentNo: number;
  departure: string;
  arrival: string;
  flightNum: string;
  cabinClass: string;
  bookingCode: string;
  pnr?: string;
  airPnr?: string;
  ticketNums: RefundTicket[];
}

export interface RefundRequest {
  orderNum: string;
  allPaxOfOrder: boolean;
  /** 0 voluntary, 1 involuntary. */
  refundType: 0 | 1;
  /** 0 personal, 1 illness, 2 schedule change, 3 crisis, 4 visa refusal. */
  refundReason: 0 | 1 | 2 | 3 | 4;
  refundPricingId?: string;
  contactPerson?: string;
  email?: string;
  telNum?: string;
  /** At most 99. */
  uploadedFileIds: string[];
  pnrList: RefundSegment[];
  canceledReservationBeforeDeparture?: boolean;
}

/**
 * RefundRequest (4.7): a write, sent as a form to the refund host. Never retried automatically;
 * an identical request sent again answers B153 (duplicate), which is how an unknown outcome is
 * verified.
 */
export const refundRequestOperation = defineOperationSpec<RefundRequest, WireRefundOrder>({
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
