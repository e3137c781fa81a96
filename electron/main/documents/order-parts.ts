import { formatDayMonthYear, formatDuration, formatMoney, formatWeekday } from '../../contract/format/desk-format';
import { penaltyMeaning, ruleTiming } from '../../contract/domains/mini-rules';
import type { BaggageAllowance, MiniRule } from '../../contract/domains/shopping';
import type { Language } from '../../contract/domains/language';
import { word } from '../../contract/words';
import type { DocumentAirport, DocumentCarrier, DocumentOrder, DocumentPassenger, DocumentSegment, DocumentTicket, FareConditions, Letterhead, PlaceWords } from './document-model';
import { drawFacts, drawHeading, drawSentences, fullDateTime, type Fact } from './document-sections';
import type { DocumentWords } from './document-words';
import { INK, MUTED, type PdfCanvas } from './pdf-canvas';
import { drawTable, type Cell } from './pdf-table';

/** The parts of an order every customer document shows: its references, passengers, flights, conditions and the agency's contact. */

export function passengerName(passenger: Pick<DocumentPassenger, 'lastName' | 'firstName'>): string {
  return `${passenger.lastName}/${passenger.firstName}`;
}

export function statusLines(order: Pick<DocumentOrder, 'status'>, words: DocumentWords): string[] {
  const sent = order.status.text ?? order.status.code ?? '';
  return words.say('documents.status', { key: order.status.key ?? '', sent });
}

/** Order number, PNRs, status, validating carrier, when booked. */
export function orderFacts(order: DocumentOrder, words: DocumentWords): Fact[] {
  const notKnown = words.say('documents.notKnown');
  return [
    { label: words.say('documents.field.orderNum'), value: [order.orderNum] },
    { label: words.say('documents.field.pnr'), value: order.pnr ? [order.pnr] : notKnown },
    { label: words.say('documents.field.airPnr'), value: order.airPnr ? [order.airPnr] : notKnown },
    { label: words.say('documents.field.status'), value: statusLines(order, words) },
    { label: words.say('documents.field.platingCarrier'), value: order.platingCarrier ? [order.platingCarrier] : notKnown },
    { label: words.say('documents.field.booked'), value: order.createdTime ? words.each((language) => fullDateTime(order.createdTime ?? '', language)) : notKnown },
  ];
}

/** Ticket numbers of a passenger, each once, in segment order. */
function ticketNumbers(tickets: readonly DocumentTicket[]): string[] {
  const sorted = [...tickets].sort((a, b) => (a.segmentNo ?? 0) - (b.segmentNo ?? 0));
  return [...new Set(sorted.map((ticket) => ticket.ticketNum))];
}

export function drawPassengers(canvas: PdfCanvas, passengers: readonly DocumentPassenger[], words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.passengers'));
  drawTable(
    canvas,
    [
      { header: words.say('documents.column.number'), weight: 0.5 },
      { header: words.say('documents.column.name'), weight: 3.4 },
      { header: words.say('documents.column.type'), weight: 1 },
      { header: words.say('documents.column.tickets'), weight: 2.4 },
    ],
    passengers.map((passenger) => [
      { main: [String(passenger.passengerIndex)] },
      { main: [passengerName(passenger)] },
      { main: [words.inline('documents.passengerType', { type: String(passenger.type) })] },
      { main: ticketNumbers(passenger.tickets).length > 0 ? ticketNumbers(passenger.tickets) : words.say('documents.notKnown') },
    ]),
  );
}

/** A name in the language asked; Chinese falls back to English where the desk's Chinese table has none. */
function inLanguage(name: PlaceWords, language: Language): string | null {
  return language === 'zh-CN' ? (name.zh ?? name.en) : name.en;
}

/** "PEK Beijing" on top, the airport's name(s) and terminal under it. */
function airportCell(airport: DocumentAirport, words: DocumentWords): Cell {
  const city = words.each((language) => inLanguage(airport.city, language) ?? '');
  const names = words.each((language) => inLanguage(airport.name, language) ?? '').filter((name) => !city.includes(name));
  return {
    main: [`${airport.code} ${city[0] ?? ''}`.trim(), ...city.slice(1)],
    sub: [...names, ...(airport.terminal ? words.say('documents.terminal', { terminal: airport.terminal }) : [])],
  };
}

function whenCell(date: string | null, time: string | null, dayMark: number, words: DocumentWords): Cell {
  const mark = dayMark === 0 ? '' : dayMark > 0 ? ` +${dayMark}` : ` \u2212${-dayMark}`;
  return {
    main: [time ? `${time.slice(0, 5)}${mark}` : words.inline('documents.notKnown')],
    // Chinese: the weekday on a line of its own (2026年12月22日 / 周二), so a narrow column never splits 周二.
    sub: date
      ? words.languages.flatMap((language) =>
          language === 'zh-CN' ? [formatDayMonthYear(date, language), formatWeekday(date, language)] : [`${formatWeekday(date, language)} ${formatDayMonthYear(date, language)}`],
        )
      : [],
  };
}

/** "2 pc 23 kg", its spaces unbreakable: a narrow column wraps before it, never inside it. */
function amountText(pieces: string | null, weight: string | null, language: Language): string {
  const parts = [pieces ? word(language, 'documents.baggage.pieces', { pieces }) : null, weight ? word(language, 'documents.baggage.weight', { weight }) : null];
  return parts
    .filter((part) => part !== null)
    .join(' ')
    .replace(/ /g, '\u00a0');
}

function checkedText(allowance: BaggageAllowance, language: Language): string {
  if (!allowance.known || (!allowance.checkedPieces && !allowance.checkedWeight)) return word(language, 'documents.baggage.unknown');
  if (allowance.checkedPieces === '0' && !allowance.checkedWeight) return word(language, 'documents.baggage.noChecked');
  return amountText(allowance.checkedPieces, allowance.checkedWeight, language);
}

function carryOnText(allowance: BaggageAllowance, language: Language): string | null {
  if (!allowance.known || (!allowance.carryOnPieces && !allowance.carryOnWeight)) return null;
  return word(language, 'documents.baggage.carryOn', { allowance: amountText(allowance.carryOnPieces, allowance.carryOnWeight, language) });
}

/**
 * Checked bags per passenger type, types with the same allowance on one line ("ADT CHD 2 pc 23 kg");
 * without the types when all have the same. The cabin allowance under it, smaller.
 */
function baggageCell(segment: DocumentSegment, words: DocumentWords): Cell {
  const entries = Object.entries(segment.baggage ?? {}).filter((entry): entry is [string, BaggageAllowance] => entry[1] !== undefined);
  if (entries.length === 0) return { main: words.say('documents.baggage.unknown') };
  const groups = new Map<string, { types: string[]; allowance: BaggageAllowance }>();
  for (const [type, allowance] of entries) {
    const key = JSON.stringify([allowance.known, allowance.checkedPieces, allowance.checkedWeight]);
    const group = groups.get(key);
    if (group) group.types.push(type);
    else groups.set(key, { types: [type], allowance });
  }
  const checked = (language: Language) => [...groups.values()].map((group) => (groups.size > 1 ? `${group.types.join(' ')} ${checkedText(group.allowance, language)}` : checkedText(group.allowance, language)));
  const carryOn = (language: Language) => entries.map(([, allowance]) => carryOnText(allowance, language)).filter((line): line is string => line !== null);
  // The first language in the cell's main lines; the second (both) smaller under it, with the cabin bags.
  const [first = words.primary, ...others] = words.languages;
  const sub = [...carryOn(first), ...others.flatMap((language) => [...checked(language), ...carryOn(language)])];
  return { main: [...new Set(checked(first))], sub: [...new Set(sub)] };
}

/** The airline's name where the dataset knows it, else its code. */
function carrierName(carrier: DocumentCarrier): string {
  return carrier.name ?? carrier.code;
}

function flightCell(segment: DocumentSegment, journeyStart: boolean, words: DocumentWords): Cell {
  const operated = segment.operatedBy ? words.say('documents.operatedBy', { carrier: [carrierName(segment.operatedBy.carrier), segment.operatedBy.flight].filter(Boolean).join(' ') }) : [];
  return {
    main: [segment.flight],
    sub: [...(journeyStart ? words.say('documents.journey', { journey: segment.journeyIndex }) : []), carrierName(segment.carrier), ...operated, ...(segment.equipment ? [segment.equipment] : [])],
  };
}

function cabinCell(segment: DocumentSegment, words: DocumentWords): Cell {
  return {
    main: [segment.bookingClass ?? ''],
    sub: segment.cabin ? words.say('documents.cabin', { cabin: segment.cabin }) : [],
  };
}

/** Open jaw: a return that leaves from an airport other than where the outbound arrived. */
function isOpenJaw(segments: readonly DocumentSegment[]): boolean {
  const outbound = segments.filter((segment) => segment.journeyIndex === 1);
  const back = segments.filter((segment) => segment.journeyIndex === 2);
  const arrived = outbound.at(-1)?.arrival.code;
  const leaves = back[0]?.departure.code;
  return arrived !== undefined && leaves !== undefined && arrived !== leaves;
}

export function drawFlights(canvas: PdfCanvas, segments: readonly DocumentSegment[], words: DocumentWords, options: { baggage: boolean }): void {
  drawHeading(canvas, words.say('documents.section.flights'));
  const sorted = [...segments].sort((a, b) => a.segmentNo - b.segmentNo);
  const columns = [
    { header: words.say('documents.column.flight'), weight: 1.35 },
    { header: words.say('documents.column.from'), weight: 1.6 },
    { header: words.say('documents.column.to'), weight: 1.6 },
    { header: words.say('documents.column.departs'), weight: 1.45 },
    { header: words.say('documents.column.arrives'), weight: 1.45 },
    { header: words.say('documents.column.duration'), weight: 1.15 },
    { header: words.say('documents.column.cabin'), weight: 0.95 },
    ...(options.baggage ? [{ header: words.say('documents.column.baggage'), weight: 1.7 }] : []),
  ];
  drawTable(
    canvas,
    columns,
    sorted.map((segment, index) => [
      flightCell(segment, sorted.length > 1 && sorted[index - 1]?.journeyIndex !== segment.journeyIndex, words),
      airportCell(segment.departure, words),
      airportCell(segment.arrival, words),
      whenCell(segment.departureDate, segment.departureTime, 0, words),
      whenCell(segment.arrivalDate, segment.arrivalTime, segment.dayMark, words),
      { main: segment.flyingMinutes === null ? ['\u2013'] : words.each((language) => formatDuration(segment.flyingMinutes ?? 0, language)) },
      cabinCell(segment, words),
      ...(options.baggage ? [baggageCell(segment, words)] : []),
    ]),
  );
  if (isOpenJaw(sorted)) {
    canvas.gap(4);
    drawSentences(canvas, words.say('documents.openJaw'), 8, MUTED);
  }
}

function ruleSubject(rule: MiniRule, language: Language): string {
  const meaning = penaltyMeaning(rule.penaltyType);
  if (!meaning) return `${word(language, 'documents.rule.change')}/${word(language, 'documents.rule.refund')} (${rule.penaltyType})`;
  if (meaning.action === 'refund') return word(language, meaning.afterNoShow ? 'documents.rule.refundNoShow' : 'documents.rule.refund');
  return word(language, meaning.afterNoShow ? 'documents.rule.changeNoShow' : 'documents.rule.change');
}

function ruleOutcome(rule: MiniRule, language: Language): string {
  if (rule.permitted === false) return word(language, 'documents.rule.notPermitted');
  if (rule.amount !== null && /^0+(\.0+)?$/.test(rule.amount.trim()) && !rule.percent) return word(language, 'documents.rule.free');
  if (rule.amount !== null) return word(language, 'documents.rule.fee', { amount: formatMoney(rule.amount, rule.currency) });
  if (rule.percent) return word(language, 'documents.rule.percent', { percent: rule.percent });
  return word(language, 'documents.rule.notStated');
}

function ruleLine(rule: MiniRule, language: Language): string {
  const timing = ruleTiming(rule.when);
  // A no-show is after departure by its nature: saying so again reads badly.
  const when = penaltyMeaning(rule.penaltyType)?.afterNoShow
    ? ''
    : word(language, timing === 'beforeDeparture' ? 'documents.rule.beforeDeparture' : timing === 'afterDeparture' ? 'documents.rule.afterDeparture' : 'documents.rule.anyTime');
  return word(language, 'documents.rule.line', { subject: ruleSubject(rule, language), timing: when, outcome: ruleOutcome(rule, language) });
}

/** The mini rules in plain words, per passenger type and the flights they cover; each sentence in each language. */
export function drawFareConditions(canvas: PdfCanvas, conditions: readonly FareConditions[], words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.fareConditions'));
  if (conditions.length === 0) {
    drawSentences(canvas, words.say('documents.rule.none'));
    return;
  }
  // Passenger types under the same rules for the same flights are said once ("Adult, Child, flights 1, 2").
  const groups = new Map<string, { types: string[]; group: FareConditions }>();
  for (const group of conditions) {
    const key = JSON.stringify([group.segments, group.rules]);
    const same = groups.get(key);
    if (same) same.types.push(String(group.passengerType));
    else groups.set(key, { types: [String(group.passengerType)], group });
  }
  for (const { types, group } of groups.values()) {
    const scope = words.each((language) =>
      word(language, 'documents.rule.scope', { types: types.map((type) => word(language, 'documents.passengerType', { type })), flights: group.segments }),
    );
    canvas.ensure(30);
    canvas.paragraph(scope.join('  '), { size: 8.8, color: INK, bold: true });
    for (const rule of group.rules) for (const line of words.each((language) => ruleLine(rule, language))) canvas.paragraph(line, { size: 8.5 }, 10);
    canvas.gap(3);
  }
  drawSentences(canvas, words.say('documents.rule.airlineRules'), 7.8, MUTED);
}

/** The agency's name and contact again at the end: who the customer calls. */
export function drawAgencyContact(canvas: PdfCanvas, letterhead: Letterhead | null, words: DocumentWords): void {
  if (!letterhead) return;
  drawHeading(canvas, words.say('documents.section.contact'), 40);
  const facts: Fact[] = [{ label: [], value: [letterhead.agencyName, ...(letterhead.address ? [letterhead.address] : [])] }];
  const lines = [
    letterhead.telephone ? words.first('documents.letterhead.telephone', { value: letterhead.telephone }) : null,
    letterhead.email ? words.first('documents.letterhead.email', { value: letterhead.email }) : null,
    letterhead.licenceNumber ? words.first('documents.letterhead.licence', { value: letterhead.licenceNumber }) : null,
  ].filter((line): line is string => line !== null);
  facts.push({ label: [], value: lines });
  drawFacts(canvas, facts, 2);
}
