import { z } from 'zod';
import { decimal, intLike, optionalText, orderNumber } from './primitives';

const wireVoucher = z.object({
  lastName: optionalText,
  firstName: optionalText,
  birthday: optionalText,
  sex: optionalText,
  psgType: optionalText,
  voucherNumber: optionalText,
  voucherCurrency: optionalText,
  voucherAmount: decimal.nullish().transform((v) => v ?? null),
  voucherValidFrom: optionalText,
  voucherValidEnd: optionalText,
  useFor: z.array(intLike).nullish().transform((v) => v ?? []),
  usageLimitation: intLike.nullish().transform((v) => v ?? null),
});

/** CheckReimbursed `data` (2.10). */
export const wireReimbursement = z.object({
  reimbursedOrderNum: orderNumber,
  reimbursedOrderStatus: optionalText,
  payGate: optionalText,
  currency: optionalText,
  voucherList: z.array(wireVoucher).nullish().transform((v) => v ?? []),
  voucherFileId: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

export type WireReimbursement = z.output<typeof wireReimbursement>;
