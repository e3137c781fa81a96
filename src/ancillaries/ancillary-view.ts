/**
 * An ancillary (paid baggage) order in words. The specification shows values of its codes without
 * their meaning (`saleStage`, `ancillaryType`, `payBaggageType`, `ancillaryOrderType` beyond
 * `ORIGIN`): the raw value is shown, with a label only where the meaning is known. Prices are the
 * service's decimal strings, shown exactly (separators only); `-1` pieces is "by weight".
 */
import type { AncillaryItem, FiledOrder } from '@contract/domains/orders';
import { formatDateTime, formatMoney } from '@contract/format/desk-format';
import { format, text } from '../ui-text';

const t = text.ancillaries;

export function piecesWords(pieces: number | null): string {
  if (pieces === null) return t.notStated;
  if (pieces === -1) return t.bag.byWeight;
  return format(t.bag.piecesCount, { count: pieces });
}

/** A value whose meaning the service does not give: as sent, and said so. */
export function rawWords(value: number | string | null): string {
  return value === null || value === '' ? t.notStated : format(t.rawValue, { value });
}

export function orderTypeWords(orderType: string | null): string {
  if (!orderType) return t.notStated;
  const known = (t.typeLabels as Readonly<Record<string, string>>)[orderType];
  return known ?? rawWords(orderType);
}

/** Exactly the decimal string received, with thousands separators and the currency first. */
export function priceWords(price: string | null, currency: string | null): string {
  return price === null ? t.notStated : formatMoney(price, currency);
}

/**
 * An ISO time with an offset (`2026-11-21T11:34+08:00`) in the workstation's local time, as
 * `21NOV 04:34`; text that is not such a time is shown as it came.
 */
export function localDateTime(iso: string | null): string {
  if (!iso) return t.notStated;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:?\d{2})$/.test(iso.trim())) return iso;
  const at = new Date(iso.trim());
  if (Number.isNaN(at.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDateTime(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`);
}

export interface BagLine {
  passenger: string;
  journey: string;
  pieces: string;
  weight: string;
  price: string;
  description: string;
  type: string;
}

/** One line per bag, the passenger named (the service refers to passengers and journeys by id). */
export function bagLines(order: Pick<FiledOrder, 'ancillaryItems' | 'passengers'>): BagLine[] {
  return order.ancillaryItems.map((item: AncillaryItem) => {
    const passenger = order.passengers.find((p) => String(p.passengerIndex) === item.passengerRef);
    return {
      passenger: passenger ? `${passenger.lastName}/${passenger.firstName}` : (item.passengerRef ?? t.notStated),
      journey: item.journeyRef ?? t.notStated,
      pieces: piecesWords(item.pieces),
      weight: item.weight ?? t.notStated,
      price: priceWords(item.price, item.currency),
      description: item.description ?? t.notStated,
      type: rawWords(item.payBaggageType),
    };
  });
}
