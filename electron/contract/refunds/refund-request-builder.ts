import { isoDate } from '../domains/shopping';
import type { ValidationIssue } from '../result';
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

export type BuiltRefundRequest = { ok: true; request: RefundRequestData } | { ok: false; issues: ValidationIssue[] };

export const TICKET_NUMBER_PATTERN = /^\d{3}-?\d{10}(\/\d{2})?$/;
const AIRPORT = /^[A-Z]{3}$/;
const BOOKING_CODE = /^[A-Z]{1,2}$/;
const FLIGHT_NUMBER = /^([A-Z0-9]{2})?\d{1,4}[A-Z]?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+?[\d -]{6,20}$/;
const FILE_ID = /^\S{1,128}$/;

export function buildRefundRequest(input: RefundRequestInput): BuiltRefundRequest {
  const { form } = input;
  const issues: ValidationIssue[] = [];
  const issue = (field: string, rule: string, message: string) => issues.push({ field, rule, message });

  const selected = new Set(form.cells.map(cellKey));
  const passengers = form.passengers.filter((p) => form.segments.some((s) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo }))));
  const segments = form.segments
    .filter((s) => form.passengers.some((p) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo }))))
    .sort((a, b) => a.segmentNo - b.segmentNo);

  if (!/^\d{6,24}$/.test(input.orderNum)) issue('orderNum', 'digits', 'orderNum must be the order number (digits only).');
  if (passengers.length === 0) issue('cells', 'required', 'Choose at least one passenger and segment to refund.');
  checkWholeOrder(form, selected, issue);
  checkSameRouting(form, selected, issue);
  if (form.refundType === null) issue('refundType', 'required', 'Refund type is required: voluntary or involuntary.');
  if (form.refundReason === null) issue('refundReason', 'required', 'Refund reason is required.');

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

type Report = (field: string, rule: string, message: string) => void;

function checkWholeOrder(form: RefundForm, selected: ReadonlySet<string>, issue: Report): void {
  if (!form.wholeOrder) return;
  const missing = everyCell(form).filter((cell) => !selected.has(cellKey(cell)));
  if (missing.length === 0) return;
  const names = [...new Set(missing.map((cell) => passengerName(form, cell.passengerIndex)))];
  const flights = [...new Set(missing.map((cell) => segmentName(form, cell.segmentNo)))];
  issue(
    'wholeOrder',
    'B136',
    `Whole order is on, but ${names.join(', ')} on ${flights.join(', ')} ${missing.length === 1 ? 'is' : 'are'} left out: the service refuses that (B136, not all passengers and routings of the order). Select everything, or turn Whole order off to refund part of the order.`,
  );
}

function checkSameRouting(form: RefundForm, selected: ReadonlySet<string>, issue: Report): void {
  const routings = new Map<string, string[]>();
  for (const passenger of form.passengers) {
    const numbers = form.segments.filter((s) => selected.has(cellKey({ passengerIndex: passenger.passengerIndex, segmentNo: s.segmentNo }))).map((s) => s.segmentNo).sort((a, b) => a - b);
    if (numbers.length === 0) continue;
    const key = numbers.join(',');
    routings.set(key, [...(routings.get(key) ?? []), passengerName(form, passenger.passengerIndex)]);
  }
  if (routings.size <= 1) return;
  const groups = [...routings.entries()].map(([key, names]) => `${names.join(', ')}: ${key.split(',').map((no) => segmentName(form, Number(no))).join(' + ')}`);
  issue(
    'cells',
    'B145',
    `Passengers in one request must refund the same flights (B145). Here ${groups.join('; ')}. Send one request per group: refund these passengers' flights alike, or start another refund for the others.`,
  );
}

function checkPassenger(form: RefundForm, passenger: RefundPassengerForm, segments: readonly RefundSegmentForm[], selected: ReadonlySet<string>, issue: Report): void {
  const at = `passengers.${form.passengers.indexOf(passenger)}`;
  const who = passengerName(form, passenger.passengerIndex);
  if (!passenger.lastName.trim()) issue(`${at}.lastName`, 'required', `Passenger ${passenger.passengerIndex}: last name is required.`);
  if (!passenger.firstName.trim()) issue(`${at}.firstName`, 'required', `Passenger ${passenger.passengerIndex}: first name is required.`);
  const sex = passenger.sex.trim().toUpperCase();
  if (sex === '') issue(`${at}.sex`, 'required', `${who}: sex is required (M or F).`);
  else if (sex !== 'M' && sex !== 'F') issue(`${at}.sex`, 'one of M, F', `${who}: sex must be M or F.`);
  const birthday = passenger.birthday.trim();
  if (birthday === '') issue(`${at}.birthday`, 'required', `${who}: birthday is required (yyyy-MM-dd).`);
  else if (!isRealDate(birthday)) issue(`${at}.birthday`, 'date', `${who}: birthday must be a real date as yyyy-MM-dd.`);
  for (const segment of segments) {
    if (!selected.has(cellKey({ passengerIndex: passenger.passengerIndex, segmentNo: segment.segmentNo }))) continue;
    const ticket = ticketOf(passenger, segment.segmentNo);
    const field = `${at}.tickets.${segment.segmentNo}`;
    if (ticket === '') issue(field, 'required', `${who}: ticket number for ${segmentName(form, segment.segmentNo)} is required.`);
    else if (!TICKET_NUMBER_PATTERN.test(ticket)) issue(field, 'ticket number', `${who}: ticket number ${ticket} must be 13 digits such as 781-2345678901.`);
  }
}

function checkSegment(form: RefundForm, segment: RefundSegmentForm, issue: Report): void {
  const at = `segments.${form.segments.indexOf(segment)}`;
  const name = segmentName(form, segment.segmentNo);
  if (segment.segmentNo < 1) issue(`${at}.segmentNo`, 'min 1', `${name}: segment numbers start at 1.`);
  if (!AIRPORT.test(segment.departure.trim().toUpperCase())) issue(`${at}.departure`, 'airport', `${name}: departure must be a 3-letter airport code.`);
  if (!AIRPORT.test(segment.arrival.trim().toUpperCase())) issue(`${at}.arrival`, 'airport', `${name}: arrival must be a 3-letter airport code.`);
  const flight = segment.flightNum.trim().toUpperCase();
  if (flight === '') issue(`${at}.flightNum`, 'required', `${name}: flight number is required.`);
  else if (!FLIGHT_NUMBER.test(flight)) issue(`${at}.flightNum`, 'flight number', `${name}: flight number must be like 1501 or CA1501.`);
  if (!segment.cabinClass.trim()) issue(`${at}.cabinClass`, 'required', `${name}: cabin is required.`);
  const code = segment.bookingCode.trim().toUpperCase();
  if (code === '') issue(`${at}.bookingCode`, 'required', `${name}: booking code is required.`);
  else if (!BOOKING_CODE.test(code)) issue(`${at}.bookingCode`, 'booking code', `${name}: booking code must be one or two letters.`);
}

function checkContact(form: RefundForm, issue: Report): void {
  const email = form.email.trim();
  if (email && !EMAIL.test(email)) issue('email', 'e-mail', 'Contact e-mail must be an e-mail address.');
  const tel = form.telNum.trim();
  if (tel && !TELEPHONE.test(tel)) issue('telNum', 'telephone', 'Contact telephone must be digits (spaces, - and a leading + allowed).');
  if (/\s/.test(form.refundPricingId.trim())) issue('refundPricingId', 'no spaces', 'Refund pricing id must not contain spaces.');
}

function checkFileIds(ids: readonly string[], issue: Report): void {
  if (ids.length > MAX_FILE_IDS) {
    issue('fileIds', `max ${MAX_FILE_IDS}`, `At most ${MAX_FILE_IDS} file ids can go with one refund request (part 8 of the specification); this one has ${ids.length}. Remove ${ids.length - MAX_FILE_IDS}.`);
  }
  const bad = ids.filter((id) => !FILE_ID.test(id.trim()));
  if (bad.length > 0) issue('fileIds', 'file id', `File ids must be 1 to 128 characters without spaces (${bad.length} ${bad.length === 1 ? 'is' : 'are'} not).`);
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

export function passengerName(form: Pick<RefundForm, 'passengers'>, passengerIndex: number): string {
  const passenger = form.passengers.find((p) => p.passengerIndex === passengerIndex);
  const name = passenger ? `${passenger.lastName.trim()}/${passenger.firstName.trim()}` : '';
  return name.length > 1 ? name : `passenger ${passengerIndex}`;
}

export function segmentName(form: Pick<RefundForm, 'segments'>, segmentNo: number): string {
  const segment = form.segments.find((s) => s.segmentNo === segmentNo);
  if (!segment) return `segment ${segmentNo}`;
  const route = segment.departure && segment.arrival ? ` ${segment.departure.toUpperCase()}-${segment.arrival.toUpperCase()}` : '';
  return `segment ${segmentNo}${route}`;
}

function isRealDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}
