import { SHOPPING_TIMEOUT_RANGE } from '@contract/domains/app';
import { format, text } from '../ui-text';
import { readWholeNumber } from './whole-number';

export type TimeoutReading = { ok: true; seconds: number } | { ok: false; message: string };

/**
 * What the agent typed in "Search time-out", read as whole seconds within the range main accepts.
 * Anything else is refused with a sentence naming the field and the range; the typed text is
 * never changed (no silent clamping to 10 or 300).
 */
export function readShoppingTimeout(typed: string): TimeoutReading {
  const { min, max } = SHOPPING_TIMEOUT_RANGE;
  const reading = readWholeNumber(typed, min, max);
  if (reading.ok) return { ok: true, seconds: reading.value };
  const t = text.settings.diagnostics;
  return { ok: false, message: reading.problem === 'empty' ? format(t.timeoutRequired, { min, max }) : format(t.timeoutOutOfRange, { min, max, typed: reading.typed }) };
}
