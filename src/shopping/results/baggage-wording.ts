/**
 * Baggage allowances in words. The service sends pieces ("1PC") and weights ("23KG") as strings;
 * null means it did not say, which is "unknown" and never "none". Zero pieces ("0PC") is "none".
 */
import type { BaggageAllowance, PassengerType } from '@contract/domains/shopping';
import { text } from '../../ui-text';

export type Allowance = { kind: 'unknown' } | { kind: 'none' } | { kind: 'stated'; wording: string };

const UNKNOWN: Allowance = { kind: 'unknown' };

/** "0", "0PC", "0KG", "0.0": a stated zero. */
function isZero(value: string): boolean {
  return /^\s*0+(\.0+)?\s*[A-Za-z]*\s*$/.test(value);
}

function readAllowance(pieces: string | null, weight: string | null, size: string | null = null): Allowance {
  const stated = [pieces, weight].filter((value): value is string => value != null && value.trim() !== '');
  if (stated.length === 0) return UNKNOWN;
  if (stated.every(isZero)) return { kind: 'none' };
  const parts = stated.filter((value) => !isZero(value));
  if (size) parts.push(size);
  return { kind: 'stated', wording: parts.join(' ') };
}

export function checkedAllowance(allowance: BaggageAllowance | undefined): Allowance {
  return allowance?.known ? readAllowance(allowance.checkedPieces, allowance.checkedWeight) : UNKNOWN;
}

export function carryOnAllowance(allowance: BaggageAllowance | undefined): Allowance {
  return allowance?.known ? readAllowance(allowance.carryOnPieces, allowance.carryOnWeight, allowance.carryOnSize) : UNKNOWN;
}

/** "1PC 23KG", "none" or "unknown". */
export function allowanceWording(allowance: Allowance): string {
  switch (allowance.kind) {
    case 'unknown': return text.results.baggage.unknown;
    case 'none': return text.results.baggage.none;
    case 'stated': return allowance.wording;
  }
}

export function checkedWording(allowance: BaggageAllowance | undefined): string {
  return allowanceWording(checkedAllowance(allowance));
}

export function carryOnWording(allowance: BaggageAllowance | undefined): string {
  return allowanceWording(carryOnAllowance(allowance));
}

/** The passenger type whose baggage a row shows: adults when present. */
export function headlineBaggage(baggage: Partial<Record<PassengerType, BaggageAllowance[]>>): BaggageAllowance[] | undefined {
  return baggage.ADT ?? baggage.CHD ?? baggage.INF;
}

/** One line for the row: the checked allowance, or each distinct one ("1PC 23KG / unknown"). */
export function checkedSummary(allowances: readonly BaggageAllowance[] | undefined): string {
  if (!allowances || allowances.length === 0) return text.results.baggage.unknown;
  const wordings: string[] = [];
  for (const allowance of allowances) {
    const wording = checkedWording(allowance);
    if (!wordings.includes(wording)) wordings.push(wording);
  }
  return wordings.join(' / ');
}

/** For the "baggage included" filter: every allowance known and more than nothing. */
export function checkedBaggageIncluded(allowances: readonly BaggageAllowance[] | undefined): boolean {
  if (!allowances || allowances.length === 0) return false;
  return allowances.every((allowance) => checkedAllowance(allowance).kind === 'stated');
}

/** The allowance covering a 1-based segment position, if the service listed one. */
export function allowanceForSegment(allowances: readonly BaggageAllowance[] | undefined, position: number): BaggageAllowance | undefined {
  return allowances?.find((allowance) => allowance.segments.includes(position));
}

/**
 * The checked allowance of each journey, for the row's journey lines: ["1PC 23KG", "none"] for a
 * round trip whose way back carries nothing (one cell "1PC 23KG / none" was cut, and did not say
 * which way had which). A journey whose segments carry different allowances lists each once.
 * The same allowance on every journey, or no segments named at all: the row's one summary, on
 * the first line only (a lighter row: the eye finds the difference where there is one).
 */
export function checkedByJourney(allowances: readonly BaggageAllowance[] | undefined, segmentsPerJourney: readonly number[]): string[] {
  if (!allowances || allowances.length === 0 || allowances.every((allowance) => allowance.segments.length === 0)) return [checkedSummary(allowances)];
  let position = 0;
  const byJourney = segmentsPerJourney.map((count) => {
    const wordings: string[] = [];
    for (let i = 0; i < count; i++) {
      const wording = checkedWording(allowanceForSegment(allowances, ++position));
      if (!wordings.includes(wording)) wordings.push(wording);
    }
    return wordings.join(' / ');
  });
  return byJourney.every((wording) => wording === byJourney[0]) ? byJourney.slice(0, 1) : byJourney;
}
