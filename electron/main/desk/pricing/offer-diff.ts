import type { DiffChange, DiffRow, OfferDiff, OfferSnapshot } from '../../../contract/domains/pricing';
import { passengerTypeLabel, penaltyTopic, ruleTimingLabel } from '../../../contract/domains/mini-rules';
import { inChinese, say } from '../../i18n/main-language';
import { PASSENGER_TYPES, type BaggageAllowance, type CompactSegment, type MiniRule, type PassengerPrice } from '../../../contract/domains/shopping';
import { displayFlightNumber } from '../../../contract/domains/flight-number';
import { activeLanguage, inEachLanguage } from '../../../contract/format/active-language';
import { addMoney, compareMoney, subtractMoney } from '../../../contract/money';

/**
 * The priced offer beside the shopped one, line by line. Only what both answers carry is
 * compared: pricing has no Q charge line (it is part of the taxes), states baggage without
 * checked weights and rules without amounts, so those read "not stated", never "changed". Rule
 * rows carry the rules themselves, so the screen can show the shopped amounts beside them.
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

/**
 * A diff worded in each language: its rows as the language of the moment words them, and
 * `rowsIn` both languages' rows, stored with it so the screen re-words it after a switch.
 */
export function wordedInEachLanguage(make: () => OfferDiff): OfferDiff {
  const worded = inEachLanguage(make);
  return { ...worded[activeLanguage()], rowsIn: { en: worded.en.rows, 'zh-CN': worded['zh-CN'].rows } };
}

function priceRows(shopped: OfferSnapshot, priced: OfferSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const type of PASSENGER_TYPES) {
    if (!(type in shopped.price.perPassenger) && !(type in priced.price.perPassenger)) continue;
    const label = passengerTypeLabel(type);
    const a = shopped.price.perPassenger[type] ?? null;
    const b = priced.price.perPassenger[type] ?? null;
    const line = (name: string, pick: (p: PassengerPrice) => string) => rows.push(money(`${label}${inChinese() ? '' : ' '}${name}`, a && pick(a), b && pick(b)));
    line(say('fare', '票价'), (p) => p.fare);
    line(say('tax incl. Q charge', '税费（含 Q 值）'), (p) => addMoney(p.tax, p.qCharge));
    line(say('ticketing fee', '出票费'), (p) => p.ticketingFee);
    line(say('platform service fee', '平台服务费'), (p) => p.platformServiceFee);
    line(say('merchant fee', '商户费'), (p) => p.merchantFee);
    line(say('price per passenger', '每人价格'), (p) => p.total);
  }
  rows.push(money(say('Total for all passengers', '全部乘客合计'), shopped.price.total, priced.price.total));
  if (shopped.price.currency !== priced.price.currency) {
    rows.push({ section: 'price', label: say('Currency', '货币'), shopped: shopped.price.currency, priced: priced.price.currency, change: 'changed', delta: null });
  }
  return rows;
}

/** One money row: exported for the order-pricing comparison, which reads the same way. */
export function money(label: string, shopped: string | null, priced: string | null): DiffRow {
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
      const label = say(`Journey ${j + 1}, ${describeSegment(x ?? y)}`, `第 ${j + 1} 程，${describeSegment(x ?? y)}`);
      const flight = (s?: CompactSegment) => (s ? `${displayFlightNumber(s.airline, s.flightNumber)} ${s.from}–${s.to} ${s.departDate} ${s.departTime}` : null);
      if (flight(x) !== flight(y)) rows.push(text('booking', say(`${label}: flight`, `${label}：航班`), flight(x), flight(y)));
      rows.push(text('booking', say(`${label}: booking code`, `${label}：舱位`), x?.bookingCode ?? null, y?.bookingCode ?? null));
      rows.push(text('booking', say(`${label}: cabin`, `${label}：舱位等级`), x?.cabin ?? null, y?.cabin ?? null));
      rows.push(text('booking', say(`${label}: seats left`, `${label}：剩余座位`), count(x?.seatsLeft), count(y?.seatsLeft)));
    }
  }
  return rows;
}

function describeSegment(segment?: CompactSegment): string {
  return segment ? `${displayFlightNumber(segment.airline, segment.flightNumber)} ${segment.from}–${segment.to}` : say('segment', '航段');
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
      const label = say(`${passengerTypeLabel(type)} baggage, segments ${segments}`, `${passengerTypeLabel(type)}行李额，航段 ${segments}`);
      const checkedWeightStated = x?.checkedWeight != null && y?.checkedWeight != null;
      rows.push(text('baggage', say(`${label}: checked`, `${label}：托运`), checked(x, checkedWeightStated), checked(y, checkedWeightStated)));
      rows.push(text('baggage', say(`${label}: carry-on`, `${label}：手提`), carryOn(x), carryOn(y)));
    }
  }
  return rows;
}

function checked(allowance: BaggageAllowance | undefined, withWeight: boolean): string | null {
  if (!allowance) return null;
  if (!allowance.known) return say('unknown', '未知');
  return [allowance.checkedPieces ?? say('pieces not stated', '件数未说明'), withWeight ? allowance.checkedWeight : null].filter(Boolean).join(' ');
}

function carryOn(allowance: BaggageAllowance | undefined): string | null {
  if (!allowance) return null;
  if (!allowance.known) return say('unknown', '未知');
  return [allowance.carryOnPieces ?? say('pieces not stated', '件数未说明'), allowance.carryOnWeight].filter(Boolean).join(' ');
}

function ruleRows(shopped: OfferSnapshot, priced: OfferSnapshot): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const type of PASSENGER_TYPES) {
    const a = ruleIndex(shopped.rules[type]);
    const b = ruleIndex(priced.rules[type]);
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      const [penaltyType, when] = key.split('|').map((part) => (part === 'null' ? null : Number(part))) as [number, number | null];
      const label = say(`${passengerTypeLabel(type)} · ${penaltyTopic(penaltyType)} ${ruleTimingLabel(when)}`, `${passengerTypeLabel(type)} · ${ruleTimingLabel(when)}${penaltyTopic(penaltyType)}`);
      const x = a.get(key);
      const y = b.get(key);
      // Compared on permission only (pricing states no amounts); the rules go along for the wording.
      rows.push({ ...text('rules', label, x?.words ?? null, y?.words ?? null), rules: { shopped: x?.rules ?? [], priced: y?.rules ?? [] } });
    }
  }
  return rows;
}

/**
 * "penaltyType|when" → the rules of that kind and their permission in words ("permitted",
 * "not permitted", "unknown"; several distinct ones joined with " / ").
 */
function ruleIndex(groups: { rules: MiniRule[] }[] | undefined): Map<string, { words: string; rules: MiniRule[] }> {
  const index = new Map<string, { words: string; rules: MiniRule[] }>();
  for (const group of groups ?? []) {
    for (const rule of group.rules) {
      const key = `${rule.penaltyType}|${rule.when}`;
      const word = rule.permitted === null ? say('unknown', '未知') : rule.permitted ? say('permitted', '允许') : say('not permitted', '不允许');
      const seen = index.get(key);
      if (!seen) {
        index.set(key, { words: word, rules: [rule] });
        continue;
      }
      if (!seen.words.split(' / ').includes(word)) seen.words = `${seen.words} / ${word}`;
      // The same rule repeated for another segment group reads once.
      if (!seen.rules.some((known) => sameRule(known, rule))) seen.rules.push(rule);
    }
  }
  return index;
}

function sameRule(a: MiniRule, b: MiniRule): boolean {
  return a.permitted === b.permitted && a.amount === b.amount && a.currency === b.currency && a.percent === b.percent;
}

function text(section: DiffRow['section'], label: string, shopped: string | null, priced: string | null): DiffRow {
  return { section, label, shopped, priced, change: shopped === priced ? 'same' : 'changed', delta: null };
}
