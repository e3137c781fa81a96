import type { DiffChange, DiffRow, OfferDiff, OfferSnapshot } from '../../../contract/domains/pricing';
import { passengerTypeLabel, penaltyTopic, ruleTimingLabel } from '../../../contract/domains/mini-rules';
import { PASSENGER_TYPES, type BaggageAllowance, type CompactSegment, type MiniRule, type PassengerPrice } from '../../../contract/domains/shopping';
import { displayFlightNumber } from '../../../contract/domains/flight-number';
import { addMoney, compareMoney, subtractMoney } from '../../../contract/money';
import { wording, type Text } from '../../../contract/words';

/**
 * The priced offer beside the shopped one, line by line. Only what both answers carry is
 * compared: pricing has no Q charge line (it is part of the taxes), states baggage without
 * checked weights and rules without amounts, so those read "not stated", never "changed". Rule
 * rows carry the rules themselves, so the screen can show the shopped amounts beside them. Names
 * and the desk's own values are wordings (codes of `priceDiff.*`): the screen words them in its
 * language whenever it shows them, so a stored diff follows a later switch.
 */
export function diffOffers(shopped: OfferSnapshot, priced: OfferSnapshot): OfferDiff {
  const rows: DiffRow[] = [...priceRows(shopped, priced), ...bookingRows(shopped, priced), ...baggageRows(shopped, priced), ...ruleRows(shopped, priced)];
  const totalShopped = shopped.price.total;
  const totalPriced = priced.price.total;
  const totalDelta = totalShopped !== null && totalPriced !== null ? subtractMoney(totalPriced, totalShopped) : null;
  const increased =
    totalDelta !== null ? compareMoney(totalDelta, '0') > 0 : compareMoney(priced.price.perAdult, shopped.price.perAdult) > 0;
  return { rows, totalShopped, totalPriced, totalDelta, priceIncreased: increased, anyChange: rows.some((row) => row.change !== 'same') };
}

type PassengerLine = 'priceDiff.fare' | 'priceDiff.taxes' | 'priceDiff.ticketingFee' | 'priceDiff.platformServiceFee' | 'priceDiff.merchantFee' | 'priceDiff.pricePerPassenger';

function priceRows(shopped: OfferSnapshot, priced: OfferSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const type of PASSENGER_TYPES) {
    if (!(type in shopped.price.perPassenger) && !(type in priced.price.perPassenger)) continue;
    const label = passengerTypeLabel(type);
    const a = shopped.price.perPassenger[type] ?? null;
    const b = priced.price.perPassenger[type] ?? null;
    const line = (code: PassengerLine, pick: (p: PassengerPrice) => string) => rows.push(money(wording(code, { passenger: label }), a && pick(a), b && pick(b)));
    line('priceDiff.fare', (p) => p.fare);
    line('priceDiff.taxes', (p) => addMoney(p.tax, p.qCharge));
    line('priceDiff.ticketingFee', (p) => p.ticketingFee);
    line('priceDiff.platformServiceFee', (p) => p.platformServiceFee);
    line('priceDiff.merchantFee', (p) => p.merchantFee);
    line('priceDiff.pricePerPassenger', (p) => p.total);
  }
  rows.push(money(wording('priceDiff.total'), shopped.price.total, priced.price.total));
  if (shopped.price.currency !== priced.price.currency) {
    rows.push({ section: 'price', label: wording('priceDiff.currency'), shopped: shopped.price.currency, priced: priced.price.currency, change: 'changed', delta: null });
  }
  return rows;
}

/** One money row: exported for the order-pricing comparison, which reads the same way. */
export function money(label: Text, shopped: string | null, priced: string | null): DiffRow {
  if (shopped === null || priced === null) {
    return { section: 'price', label, shopped, priced, change: shopped === priced ? 'same' : 'changed', delta: null };
  }
  const delta = subtractMoney(priced, shopped);
  const sign = compareMoney(delta, '0');
  const change: DiffChange = sign > 0 ? 'increase' : sign < 0 ? 'decrease' : 'same';
  return { section: 'price', label, shopped, priced, change, delta: sign === 0 ? null : delta };
}

function bookingRows(shopped: OfferSnapshot, priced: OfferSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  const journeys = Math.max(shopped.journeys.length, priced.journeys.length);
  for (let j = 0; j < journeys; j++) {
    const a = shopped.journeys[j]?.segments ?? [];
    const b = priced.journeys[j]?.segments ?? [];
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      const x = a[k];
      const y = b[k];
      const where = { journey: j + 1, segment: describeSegment(x ?? y) };
      const flight = (s?: CompactSegment) => (s ? `${displayFlightNumber(s.airline, s.flightNumber)} ${s.from}–${s.to} ${s.departDate} ${s.departTime}` : null);
      if (flight(x) !== flight(y)) rows.push(text('booking', wording('priceDiff.flight', where), flight(x), flight(y)));
      rows.push(text('booking', wording('priceDiff.bookingCode', where), x?.bookingCode ?? null, y?.bookingCode ?? null));
      rows.push(text('booking', wording('priceDiff.cabin', where), x?.cabin ?? null, y?.cabin ?? null));
      rows.push(text('booking', wording('priceDiff.seatsLeft', where), count(x?.seatsLeft), count(y?.seatsLeft)));
    }
  }
  return rows;
}

function describeSegment(segment?: CompactSegment): Text {
  return segment ? `${displayFlightNumber(segment.airline, segment.flightNumber)} ${segment.from}–${segment.to}` : wording('priceDiff.segment');
}

function count(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

function baggageRows(shopped: OfferSnapshot, priced: OfferSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const type of PASSENGER_TYPES) {
    const a = shopped.baggage[type] ?? [];
    const b = priced.baggage[type] ?? [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      const segments = (x ?? y)?.segments.join(', ') ?? '';
      const which = { passenger: passengerTypeLabel(type), segments };
      const checkedWeightStated = x?.checkedWeight != null && y?.checkedWeight != null;
      rows.push(text('baggage', wording('priceDiff.checkedBaggage', which), checked(x, checkedWeightStated), checked(y, checkedWeightStated)));
      rows.push(text('baggage', wording('priceDiff.carryOn', which), carryOn(x), carryOn(y)));
    }
  }
  return rows;
}

function checked(allowance: BaggageAllowance | undefined, withWeight: boolean): Text | null {
  if (!allowance) return null;
  return pieces(allowance, allowance.checkedPieces, withWeight ? allowance.checkedWeight : null);
}

function carryOn(allowance: BaggageAllowance | undefined): Text | null {
  if (!allowance) return null;
  return pieces(allowance, allowance.carryOnPieces, allowance.carryOnWeight);
}

/** "1PC 23KG" as the service wrote it; the desk's own words only where a part is not stated. */
function pieces(allowance: BaggageAllowance, count: string | null, weight: string | null): Text {
  if (!allowance.known) return wording('priceDiff.unknown');
  if (count === null) return wording('priceDiff.piecesNotStated', { weight: weight ?? '' });
  return [count, weight].filter(Boolean).join(' ');
}

function ruleRows(shopped: OfferSnapshot, priced: OfferSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const type of PASSENGER_TYPES) {
    const a = ruleIndex(shopped.rules[type]);
    const b = ruleIndex(priced.rules[type]);
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      const [penaltyType, when] = key.split('|').map((part) => (part === 'null' ? null : Number(part))) as [number, number | null];
      const label = wording('priceDiff.rule', { passenger: passengerTypeLabel(type), topic: penaltyTopic(penaltyType), timing: ruleTimingLabel(when) });
      const x = a.get(key);
      const y = b.get(key);
      const words = (side?: { verdicts: Verdict[] }) => (side ? wording('priceDiff.permissions', { verdicts: side.verdicts }) : null);
      // Compared on permission only (pricing states no amounts); the rules go along for the wording.
      rows.push({ ...text('rules', label, words(x), words(y)), rules: { shopped: x?.rules ?? [], priced: y?.rules ?? [] } });
    }
  }
  return rows;
}

type Verdict = 'permitted' | 'notPermitted' | 'unknown';

/**
 * "penaltyType|when" → the rules of that kind and their permissions ("permitted", "not
 * permitted", "unknown"; several distinct ones each once, in the order met).
 */
function ruleIndex(groups: { rules: MiniRule[] }[] | undefined): Map<string, { verdicts: Verdict[]; rules: MiniRule[] }> {
  const index = new Map<string, { verdicts: Verdict[]; rules: MiniRule[] }>();
  for (const group of groups ?? []) {
    for (const rule of group.rules) {
      const key = `${rule.penaltyType}|${rule.when}`;
      const verdict: Verdict = rule.permitted === null ? 'unknown' : rule.permitted ? 'permitted' : 'notPermitted';
      const seen = index.get(key);
      if (!seen) {
        index.set(key, { verdicts: [verdict], rules: [rule] });
        continue;
      }
      if (!seen.verdicts.includes(verdict)) seen.verdicts.push(verdict);
      // The same rule repeated for another segment group reads once.
      if (!seen.rules.some((known) => sameRule(known, rule))) seen.rules.push(rule);
    }
  }
  return index;
}

function sameRule(a: MiniRule, b: MiniRule): boolean {
  return a.permitted === b.permitted && a.amount === b.amount && a.currency === b.currency && a.percent === b.percent;
}

function text(section: DiffRow['section'], label: Text, shopped: Text | null, priced: Text | null): DiffRow {
  return { section, label, shopped, priced, change: sameText(shopped, priced) ? 'same' : 'changed', delta: null };
}

/** Two sides built the same way: the same text, or the same wording (code and parameters, in the same order). */
function sameText(a: Text | null, b: Text | null): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}
