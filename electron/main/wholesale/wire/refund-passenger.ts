import type { RefundLineView, RefundVoucherView } from '../../../contract/domains/refunds';
import type { WireRefundOrder } from './refund';

/**
 * What one passenger of a refund order's answer (`passengerPriceList[]`, spec 2.11) says, read
 * the same way by the order file (the filed refund order) and by the refund draft (its outcome),
 * so the two never disagree about what a passenger gets back. Amounts are the decimals as sent.
 */
export type WireRefundPassenger = WireRefundOrder['passengerPriceList'][number];

/** The money fields of the draft's refund line: the filed refund line has the same ones. */
export type RefundPrice = Pick<RefundLineView, 'currency' | 'paid' | 'used' | 'nonRefundable' | 'serviceFee' | 'refund' | 'formOfPayment'>;

/** The passenger's refund as the first of its solutions prices it; all null when none was sent. */
export function refundPriceOf(passenger: WireRefundPassenger): RefundPrice {
  const price = passenger.solutions[0];
  return {
    currency: price?.currency ?? null,
    paid: price?.paidAmount ?? null,
    used: price?.usedAmount ?? null,
    nonRefundable: price?.nonRefundableAmount ?? null,
    serviceFee: price?.refundServiceFee ?? null,
    refund: price?.refundAmount ?? null,
    formOfPayment: price?.FormOfPayment ?? null,
  };
}

/** The parent order's numbers of the segments refunded to the passenger; one sent without a number is left out. */
export function refundedSegmentNos(passenger: WireRefundPassenger): number[] {
  return passenger.segmentList.map((segment) => segment.segmentNo).filter((no): no is number => no !== null);
}

/** The vouchers the passenger is paid with: one per solution that names a voucher. */
export function refundVouchersOf(passenger: WireRefundPassenger): RefundVoucherView[] {
  return passenger.solutions.flatMap((solution) =>
    solution.voucherNumber
      ? [
          {
            voucherNumber: solution.voucherNumber,
            currency: solution.voucherCurrency ?? solution.currency,
            amount: solution.voucherAmount,
            validFrom: solution.voucherValidFrom,
            validEnd: solution.voucherValidEnd,
            useFor: solution.useFor,
            usageLimitation: solution.usageLimitation,
            fileId: solution.voucherFileId,
          },
        ]
      : [],
  );
}
