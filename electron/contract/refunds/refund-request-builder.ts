import { isoDate } from '../domains/shopping';
import type { SentIssue } from '../result';
import { wording, type Text, type Wording } from '../words/wording';
import { cellKey, everyCell, MAX_FILE_IDS, type RefundForm, type RefundPassengerForm, type RefundReason, type RefundSegmentForm, type RefundType } from './refund-form';

/**
 * From the refund form to the RefundRequest the service receives (spec 2.11), or the list of what
 * stops it, each naming its field. Pure: the renderer runs it as the agent types (to mark what is
 * missing) and main runs it again before sending (the only verdict that counts).
 *
 * Nothing required is ever sent empty: a selected passenger needs names, sex, birthday and a ticket
 * number for each selected segment; a selected segment needs airports, flight number, cabin and
 * booking code. Rules the service would refuse and the desk can see coming are refused here with
 * the service's code: B136 (whole order, but something left out), B145 (passengers refunding
 * different segments in one request), and part 8's 99 file ids.
 */

export interface RefundTicketData {
  ticketNum?: string;
  lastName: string;
  firstName: string;
  cardType?: string;
  cardNum?: string;
  sex: string;
  /** yyyy-MM-dd */
  birthday: string;
}

export interface RefundSegmentData {
  /** From 1. */
  segmentNo: number;
  departure: string;
  arrival: string;
  flightNum: string;
  cabinClass: string;
  bookingCode: string;
  pnr?: string;
  airPnr?: string;
  ticketNums: RefundTicketData[];
}

/** What main's RefundRequest operation sends (electron/main/wholesale/operations/refund-request.ts). */
export interface RefundRequestData {
  orderNum: string;
  allPaxOfOrder: boolean;
  refundType: RefundType;
  refundReason: RefundReason;
  refundPricingId?: string;
  contactPerson?: string;
  email?: string;
  telNum?: string;
  uploadedFileIds: string[];
  pnrList: RefundSegmentData[];
  canceledReservationBeforeDeparture?: boolean;
}

export interface RefundRequestInput {
  orderNum: string;
  form: RefundForm;
  /** Uploaded and pasted file ids, in the order they are to be sent. */
  fileIds: readonly string[];
}

/** What stops it is said by code (`refundRequest.*`), worded by whoever shows it: the form as typed, main before sending. */
export type BuiltRefundRequest = { ok: true; request: RefundRequestData } | { ok: false; issues: SentIssue[] };

export const TICKET_NUMBER_PATTERN = /^\d{3}-?\d{10}(\/\d{2})?$/;
const AIRPORT = /^[A-Z]{3}$/;
const BOOKING_CODE = /^[A-Z]{1,2}$/;
const FLIGHT_NUMBER = /^([A-Z0-9]{2})?\d{1,4}[A-Z]?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+?[\d -]{6,20}$/;
const FILE_ID = /^\S{1,128}$/;

export function buildRefundRequest(input: RefundRequestInput): BuiltRefundRequest {
  const { form } = input;
  const issues: SentIssue[] = [];
  const issue = (field: string, rule: string, message: Wording) => issues.push({ field, rule, message });

  const selected = new Set(form.cells.map(cellKey));
  const passengers = form.passengers.filter((p) => form.segments.some((s) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo }))));
  const segments = form.segments
    .filter((s) => form.passengers.some((p) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo }))))
    .sort((a, b) => a.segmentNo - b.segmentNo);

  if (!/^\d{6,24}$/.test(input.orderNum)) issue('orderNum', 'digits', wording('refundRequest.orderNumDigits'));
  if (passengers.length === 0) issue('cells', 'required', wording('refundRequest.chooseCells'));
  checkWholeOrder(form, selected, issue);
  checkSameRouting(form, selected, issue);
  if (form.refundType === null) issue('refundType', 'required', wording('refundRequest.typeRequired'));
  if (form.refundReason === null) issue('refundReason', 'required', wording('refundRequest.reasonRequired'));

  for (const passenger of passengers) checkPassenger(form, passenger, segments, selected, issue);
  for (const segment of segments) checkSegment(form, segment, issue);
  checkContact(form, issue);
  checkFileIds(input.fileIds, issue);

  if (issues.length > 0 || form.refundType === null || form.refundReason === null) return { ok: false, issues };

  const pnrList = segments.map((segment) => segmentData(segment, passengers.filter((p) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: segment.segmentNo })))));
  const request: RefundRequestData = {
    orderNum: input.orderNum,
    allPaxOfOrder: form.wholeOrder,
    refundType: form.refundType,
    refundReason: form.refundReason,
    uploadedFileIds: input.fileIds.map((id) => id.trim()),
    pnrList,
  };
  const pricingId = form.refundPricingId.trim();
  if (pricingId) request.refundPricingId = pricingId;
  const contactPerson = form.contactPerson.trim();
  if (contactPerson) request.contactPerson = contactPerson;
  const email = form.email.trim();
  if (email) request.email = email;
  const telNum = form.telNum.trim();
  if (telNum) request.telNum = telNum;
  // Absent means 0 ("not cancelled") to the service: sent only when the agent says it was.
  if (form.cancelledBeforeDeparture) request.canceledReservationBeforeDeparture = true;
  return { ok: true, request };
}

type Report = (field: string, rule: string, message: Wording) => void;

function checkWholeOrder(form: RefundForm, selected: ReadonlySet<string>, issue: Report): void {
  if (!form.wholeOrder) return;
  const missing = everyCell(form).filter((cell) => !selected.has(cellKey(cell)));
  if (missing.length === 0) return;
  const names = distinct(missing.map((cell) => passengerName(form, cell.passengerIndex)));
  const flights = distinct(missing.map((cell) => segmentName(form, cell.segmentNo)));
  issue('wholeOrder', 'B136', wording('refundRequest.wholeOrderLeftOut', { names, flights, count: missing.length }));
}

function checkSameRouting(form: RefundForm, selected: ReadonlySet<string>, issue: Report): void {
  const routings = new Map<string, Text[]>();
  for (const passenger of form.passengers) {
    const numbers = form.segments.filter((s) => selected.has(cellKey({ passengerIndex: passenger.passengerIndex, segmentNo: s.segmentNo }))).map((s) => s.segmentNo).sort((a, b) => a - b);
    if (numbers.length === 0) continue;
    const key = numbers.join(',');
    routings.set(key, [...(routings.get(key) ?? []), passengerName(form, passenger.passengerIndex)]);
  }
  if (routings.size <= 1) return;
  const groups = [...routings.entries()].map(([key, names]) => wording('refundRequest.routingGroup', { names, flights: key.split(',').map((no) => segmentName(form, Number(no))) }));
  issue('cells', 'B145', wording('refundRequest.sameRouting', { groups }));
}

function checkPassenger(form: RefundForm, passenger: RefundPassengerForm, segments: readonly RefundSegmentForm[], selected: ReadonlySet<string>, issue: Report): void {
  const at = `passengers.${form.passengers.indexOf(passenger)}`;
  const who = passengerName(form, passenger.passengerIndex);
  if (!passenger.lastName.trim()) issue(`${at}.lastName`, 'required', wording('refundRequest.lastNameRequired', { index: passenger.passengerIndex }));
  if (!passenger.firstName.trim()) issue(`${at}.firstName`, 'required', wording('refundRequest.firstNameRequired', { index: passenger.passengerIndex }));
  const sex = passenger.sex.trim().toUpperCase();
  if (sex === '') issue(`${at}.sex`, 'required', wording('refundRequest.sexRequired', { who }));
  else if (sex !== 'M' && sex !== 'F') issue(`${at}.sex`, 'one of M, F', wording('refundRequest.sexMOrF', { who }));
  const birthday = passenger.birthday.trim();
  if (birthday === '') issue(`${at}.birthday`, 'required', wording('refundRequest.birthdayRequired', { who }));
  else if (!isRealDate(birthday)) issue(`${at}.birthday`, 'date', wording('refundRequest.birthdayDate', { who }));
  for (const segment of segments) {
    if (!selected.has(cellKey({ passengerIndex: passenger.passengerIndex, segmentNo: segment.segmentNo }))) continue;
    const ticket = ticketOf(passenger, segment.segmentNo);
    const field = `${at}.tickets.${segment.segmentNo}`;
    if (ticket === '') issue(field, 'required', wording('refundRequest.ticketRequired', { who, segment: segmentName(form, segment.segmentNo) }));
    else if (!TICKET_NUMBER_PATTERN.test(ticket)) issue(field, 'ticket number', wording('refundRequest.ticketFormat', { who, ticket }));
  }
}

function checkSegment(form: RefundForm, segment: RefundSegmentForm, issue: Report): void {
  const at = `segments.${form.segments.indexOf(segment)}`;
  const name = segmentName(form, segment.segmentNo);
  if (segment.segmentNo < 1) issue(`${at}.segmentNo`, 'min 1', wording('refundRequest.segmentFromOne', { segment: name }));
  if (!AIRPORT.test(segment.departure.trim().toUpperCase())) issue(`${at}.departure`, 'airport', wording('refundRequest.departureAirport', { segment: name }));
  if (!AIRPORT.test(segment.arrival.trim().toUpperCase())) issue(`${at}.arrival`, 'airport', wording('refundRequest.arrivalAirport', { segment: name }));
  const flight = segment.flightNum.trim().toUpperCase();
  if (flight === '') issue(`${at}.flightNum`, 'required', wording('refundRequest.flightRequired', { segment: name }));
  else if (!FLIGHT_NUMBER.test(flight)) issue(`${at}.flightNum`, 'flight number', wording('refundRequest.flightFormat', { segment: name }));
  if (!segment.cabinClass.trim()) issue(`${at}.cabinClass`, 'required', wording('refundRequest.cabinRequired', { segment: name }));
  const code = segment.bookingCode.trim().toUpperCase();
  if (code === '') issue(`${at}.bookingCode`, 'required', wording('refundRequest.bookingCodeRequired', { segment: name }));
  else if (!BOOKING_CODE.test(code)) issue(`${at}.bookingCode`, 'booking code', wording('refundRequest.bookingCodeFormat', { segment: name }));
}

function checkContact(form: RefundForm, issue: Report): void {
  const email = form.email.trim();
  if (email && !EMAIL.test(email)) issue('email', 'e-mail', wording('refundRequest.email'));
  const tel = form.telNum.trim();
  if (tel && !TELEPHONE.test(tel)) issue('telNum', 'telephone', wording('refundRequest.telephone'));
  if (/\s/.test(form.refundPricingId.trim())) issue('refundPricingId', 'no spaces', wording('refundRequest.pricingIdSpaces'));
}

function checkFileIds(ids: readonly string[], issue: Report): void {
  if (ids.length > MAX_FILE_IDS) {
    issue('fileIds', `max ${MAX_FILE_IDS}`, wording('refundRequest.tooManyFiles', { max: MAX_FILE_IDS, count: ids.length, remove: ids.length - MAX_FILE_IDS }));
  }
  const bad = ids.filter((id) => !FILE_ID.test(id.trim()));
  if (bad.length > 0) issue('fileIds', 'file id', wording('refundRequest.badFileIds', { count: bad.length }));
}

function segmentData(segment: RefundSegmentForm, passengers: readonly RefundPassengerForm[]): RefundSegmentData {
  const data: RefundSegmentData = {
    segmentNo: segment.segmentNo,
    departure: segment.departure.trim().toUpperCase(),
    arrival: segment.arrival.trim().toUpperCase(),
    flightNum: segment.flightNum.trim().toUpperCase(),
    cabinClass: segment.cabinClass.trim(),
    bookingCode: segment.bookingCode.trim().toUpperCase(),
    ticketNums: [...passengers].sort((a, b) => a.passengerIndex - b.passengerIndex).map((passenger) => ticketData(passenger, segment.segmentNo)),
  };
  const pnr = segment.pnr.trim().toUpperCase();
  if (pnr) data.pnr = pnr;
  const airPnr = segment.airPnr.trim().toUpperCase();
  if (airPnr) data.airPnr = airPnr;
  return data;
}

function ticketData(passenger: RefundPassengerForm, segmentNo: number): RefundTicketData {
  const data: RefundTicketData = {
    ticketNum: ticketOf(passenger, segmentNo),
    lastName: passenger.lastName.trim(),
    firstName: passenger.firstName.trim(),
    sex: passenger.sex.trim().toUpperCase(),
    birthday: passenger.birthday.trim(),
  };
  const cardType = passenger.cardType.trim();
  if (cardType) data.cardType = cardType;
  const cardNum = passenger.cardNum.trim();
  if (cardNum) data.cardNum = cardNum;
  return data;
}

export function ticketOf(passenger: RefundPassengerForm, segmentNo: number): string {
  return passenger.tickets.find((ticket) => ticket.segmentNo === segmentNo)?.ticketNum.trim() ?? '';
}

/** A passenger's name as on the ticket, or "passenger 2" by code while no name is typed. */
export function passengerName(form: Pick<RefundForm, 'passengers'>, passengerIndex: number): Text {
  const passenger = form.passengers.find((p) => p.passengerIndex === passengerIndex);
  const name = passenger ? `${passenger.lastName.trim()}/${passenger.firstName.trim()}` : '';
  return name.length > 1 ? name : wording('refundRequest.passenger', { index: passengerIndex });
}

export function segmentName(form: Pick<RefundForm, 'segments'>, segmentNo: number): Wording {
  const segment = form.segments.find((s) => s.segmentNo === segmentNo);
  if (!segment) return wording('refundRequest.segment', { no: segmentNo, route: '' });
  const route = segment.departure && segment.arrival ? ` ${segment.departure.toUpperCase()}-${segment.arrival.toUpperCase()}` : '';
  return wording('refundRequest.segment', { no: segmentNo, route });
}

function isRealDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}

/** Each text once, in the order first met (a wording is the same when its code and parameters are). */
function distinct<T extends Text>(texts: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const text of texts) {
    const key = JSON.stringify(text);
    if (!seen.has(key)) seen.set(key, text);
  }
  return [...seen.values()];
}
