import type { FiledVoucher } from '../../../../contract/domains/orders';
import { readOrderStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { WireReimbursement } from '../../../wholesale/wire/reimbursement';
import { emptyToNull } from './wire-values';

/**
 * CheckReimbursed (2.10) on a refund order: its reimbursement status ("as of" now), the payout
 * channel, every voucher with its validity, and the voucher file ids. The refund order's own
 * status follows (`Reimbursed` is REFD_REIMED). A refund order the file did not know is filed
 * with what the answer says (it links to its parent once the parent is known).
 */
export function factsFromReimbursement(data: WireReimbursement): OrderFacts {
  const status = readOrderStatus(data.reimbursedOrderStatus, 'refund');
  const singleFile = data.voucherFileId.length === 1 ? (data.voucherFileId[0] as string) : null;
  const vouchers: Omit<FiledVoucher, 'source'>[] = data.voucherList.flatMap((voucher) =>
    voucher.voucherNumber
      ? [
          {
            passengerIndex: null,
            lastName: emptyToNull(voucher.lastName),
            firstName: emptyToNull(voucher.firstName),
            voucherNumber: voucher.voucherNumber,
            currency: voucher.voucherCurrency ?? data.currency,
            amount: voucher.voucherAmount,
            validFrom: emptyToNull(voucher.voucherValidFrom),
            validEnd: emptyToNull(voucher.voucherValidEnd),
            useFor: voucher.useFor,
            usageLimitation: voucher.usageLimitation,
            // One file for the whole reimbursement: it holds every voucher.
            fileId: singleFile,
          },
        ]
      : [],
  );
  return {
    orderNum: data.reimbursedOrderNum,
    kind: 'refund',
    ...(status.code !== null || status.text !== null ? { status: { status, inferred: false } } : {}),
    reimbursement: { status, payGate: emptyToNull(data.payGate), currency: emptyToNull(data.currency) },
    vouchers,
    files: data.voucherFileId.map((fileId) => ({ fileId, role: 'voucher' as const })),
  };
}
