import type { RefundDraftState, RefundVoucherView } from '@contract/domains/refunds';
import type { RefundForm } from '@contract/refunds/refund-form';
import { formatDayMonth, formatMoney } from '@contract/format/desk-format';
import { format, text } from '../ui-text';

/** The service's refund codes and voucher values in the agent's words (spec 2.11). */
const t = text.refunds;

export function stateWords(state: RefundDraftState): string {
  return t.states[state];
}

export function typeWords(type: number | null): string {
  return type === 0 || type === 1 ? t.options.typeShort[String(type) as '0' | '1'] : t.options.notChosen;
}

export function reasonWords(reason: number | null): string {
  return reason !== null && reason >= 0 && reason <= 4 ? t.options.reasonShort[String(reason) as '0' | '1' | '2' | '3' | '4'] : t.options.notChosen;
}

/** `useFor` 1 issue ticket, 2 change ticket, 3 ancillary products; an unknown value is shown as it came. */
export function useForWords(useFor: readonly number[]): string {
  return useFor.map((code) => (code >= 1 && code <= 3 ? t.result.useFor[String(code) as '1' | '2' | '3'] : format(t.result.useForUnknown, { code }))).join(', ');
}

/** `usageLimitation` 0 uncertain, 1 passenger only, 2 no limitation. */
export function limitationWords(limitation: number | null): string {
  return limitation !== null && limitation >= 0 && limitation <= 2 ? t.result.limitation[String(limitation) as '0' | '1' | '2'] : t.result.limitation['0'];
}

export function voucherWords(voucher: RefundVoucherView): string {
  return format(t.result.voucher, {
    number: voucher.voucherNumber,
    amount: voucher.amount !== null ? formatMoney(voucher.amount, voucher.currency ?? '') : '—',
    from: voucher.validFrom ?? '—',
    to: voucher.validEnd ?? '—',
    useFor: voucher.useFor.length > 0 ? useForWords(voucher.useFor) : '—',
    limitation: limitationWords(voucher.usageLimitation),
  });
}

/** A moment of the desk's own (ISO) in the workstation's time, as the layout writes it: `22DEC 14:05`. */
export function localStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDayMonth(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A passenger of the form for the agent: the name as typed (SURNAME/GIVEN), or "passenger 2" until it is filled in. */
export function passengerWords(form: Pick<RefundForm, 'passengers'>, passengerIndex: number): string {
  const passenger = form.passengers.find((p) => p.passengerIndex === passengerIndex);
  const name = passenger ? `${passenger.lastName.trim()}/${passenger.firstName.trim()}` : '';
  return name.length > 1 ? name : format(t.passengers.unnamed, { number: passengerIndex });
}

/** A segment of the form for the agent: "segment 1 PEK-LHR" (the route once both airports are typed). */
export function segmentWords(form: Pick<RefundForm, 'segments'>, segmentNo: number): string {
  const segment = form.segments.find((s) => s.segmentNo === segmentNo);
  const route = segment?.departure && segment.arrival ? ` ${segment.departure.toUpperCase()}-${segment.arrival.toUpperCase()}` : '';
  return format(t.segments.named, { number: segmentNo, route });
}
