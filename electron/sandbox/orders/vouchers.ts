/**
 * Reimbursement by airline voucher: once a refund order is reimbursed, each refunded passenger
 * holds a voucher worth their refund, valid one year, usable for tickets, changes and ancillaries.
 */
import { fromCents } from '../money/cents';
import { hashKey } from '../random/seeded-random';
import { addYears, formatDate } from '../time/calendar';
import { beijingWallClock } from '../time/wire-time';
import { type AirOrder, type RefundOrder } from './order-model';

export interface VoucherRecord {
  lastName: string;
  firstName: string;
  birthday: string;
  sex: string;
  psgType: string;
  voucherNumber: string;
  voucherCurrency: string;
  voucherAmount: number;
  voucherValidFrom: string;
  voucherValidEnd: string;
  useFor: number[];
  usageLimitation: number;
}

export function voucherNumberOf(seed: number, refund: RefundOrder, passengerIndex: number): string {
  return `VC${String(hashKey(seed, 'voucher', refund.orderNum, passengerIndex)).padStart(10, '0')}`;
}

export function voucherFileIdOf(seed: number, refund: RefundOrder): string {
  return `VF${String(hashKey(seed, 'voucher-file', refund.orderNum)).padStart(10, '0')}`;
}

export function voucherRecords(seed: number, refund: RefundOrder, parent: AirOrder | undefined): VoucherRecord[] {
  const from = beijingWallClock(refund.reimbursedAt);
  return refund.amounts.map((amounts) => {
    const passenger = parent?.passengers.find((p) => p.passengerIndex === amounts.passengerIndex);
    return {
      lastName: passenger?.lastName ?? '',
      firstName: passenger?.firstName ?? '',
      birthday: passenger?.birthday ?? '',
      sex: passenger?.sex ?? '',
      psgType: passenger?.psgType ?? 'ADT',
      voucherNumber: voucherNumberOf(seed, refund, amounts.passengerIndex),
      voucherCurrency: parent?.currency ?? 'CNY',
      voucherAmount: fromCents(amounts.refund),
      voucherValidFrom: formatDate(from),
      voucherValidEnd: formatDate(addYears(from, 1)),
      useFor: [1, 2, 3],
      usageLimitation: 1,
    };
  });
}
