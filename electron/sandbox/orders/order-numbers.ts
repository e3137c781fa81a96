/**
 * Identifiers of the order book, all derived from the seed and a running sequence so the same
 * seed numbers its orders the same way: 18-digit order numbers (above 2^53: strings only),
 * 6-character PNRs, 13-digit ticket numbers with the airline's ticket-stock prefix.
 */
import { hashKey, streamFor } from '../random/seeded-random';

/** `91` + 13 digits + `001`, like the real `917132752968703001`. */
export function orderNumber(seed: number, sequence: number): string {
  const base = 7_000_000_000_000 + (hashKey(seed, 'order-base') % 1_000_000_000) * 1000;
  return `91${String(base + sequence * 7919)}001`;
}

/** The general order number of an order family: the first 16 digits (as in the samples). */
export function referenceOrderNumber(orderNum: string): string {
  return orderNum.slice(0, 16);
}

const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function recordLocator(seed: number, ...parts: readonly (string | number)[]): string {
  const random = streamFor(seed, 'pnr', ...parts);
  let text = '';
  for (let i = 0; i < 6; i += 1) text += PNR_ALPHABET[random.int(0, PNR_ALPHABET.length - 1)];
  return text;
}

/** e.g. `999-2145678901`: the plating carrier's prefix and a 10-digit serial. */
export function ticketNumber(seed: number, prefix: string, orderNum: string, passengerIndex: number): string {
  const serial = 2_000_000_000 + (hashKey(seed, 'ticket', orderNum, passengerIndex) % 7_999_999_999);
  return `${prefix}-${serial}`;
}

/** `PREPAY_yyyyMMddHHmmss_<orderNum>_NNNN`, the shape of the real paySerialNum. */
export function paySerialNumber(seed: number, beijingDateTime: string, orderNum: string): string {
  const stamp = beijingDateTime.replaceAll(/[-: ]/g, '');
  return `PREPAY_${stamp}_${orderNum}_${String(hashKey(seed, 'serial', orderNum) % 10_000).padStart(4, '0')}`;
}
