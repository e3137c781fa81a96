/**
 * The "Max total" filter as typed. Agents write amounts the way the desk shows them (4,300 or
 * 4,300.50), so thousands separators are accepted; anything else is refused with a message that
 * quotes it, and the typed text stays in the field for the agent to fix.
 */
import { format, text } from '../../ui-text';

export type MaxPriceReading = { ok: true; value: number | null } | { ok: false; message: string };

/** 4300, 4,300, 4 300, 4300.5, 4,300.50 — separators only between groups of three digits. */
const AMOUNT = /^(?:\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.\d{1,2})?$/;

export function readMaxPrice(typed: string): MaxPriceReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!AMOUNT.test(trimmed)) return { ok: false, message: format(text.results.filters.maxPriceInvalid, { text: trimmed }) };
  return { ok: true, value: Number(trimmed.replace(/[,\s]/g, '')) };
}
