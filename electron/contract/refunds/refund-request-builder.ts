import { activeLanguage } from '../format/active-language';
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

  if (!/^\d{6,24}$/.test(input.orderNum)) issue('orderNum', 'digits', zh('orderNum must be the order number (digits only).', 'orderNum 必须是订单号（只含数字）。'));
  if (passengers.length === 0) issue('cells', 'required', zh('Choose at least one passenger and segment to refund.', '请至少选择一位乘客和一个航段来退票。'));
  checkWholeOrder(form, selected, issue);
  checkSameRouting(form, selected, issue);
  if (form.refundType === null) issue('refundType', 'required', zh('Refund type is required: voluntary or involuntary.', '退票类型必填：自愿或非自愿。'));
  if (form.refundReason === null) issue('refundReason', 'required', zh('Refund reason is required.', '退票原因必填。'));

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
    zh(
      `Whole order is on, but ${names.join(', ')} on ${flights.join(', ')} ${missing.length === 1 ? 'is' : 'are'} left out: the service refuses that (B136, not all passengers and routings of the order). Select everything, or turn Whole order off to refund part of the order.`,
      `已选整单，但 ${names.join('、')} 的 ${flights.join('、')} 未选：服务会拒绝（B136，未包含订单的所有乘客和航程）。请全选，或关闭整单以部分退票。`,
    ),
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
    zh(
      `Passengers in one request must refund the same flights (B145). Here ${groups.join('; ')}. Send one request per group: refund these passengers' flights alike, or start another refund for the others.`,
      `同一请求中的乘客必须退相同的航班（B145）。此处为 ${groups.join('；')}。请每组一个请求：让这些乘客退相同的航班，或为其他乘客另开一个退票。`,
    ),
  );
}

function checkPassenger(form: RefundForm, passenger: RefundPassengerForm, segments: readonly RefundSegmentForm[], selected: ReadonlySet<string>, issue: Report): void {
  const at = `passengers.${form.passengers.indexOf(passenger)}`;
  const who = passengerName(form, passenger.passengerIndex);
  if (!passenger.lastName.trim()) issue(`${at}.lastName`, 'required', zh(`Passenger ${passenger.passengerIndex}: last name is required.`, `乘客 ${passenger.passengerIndex}：姓必填。`));
  if (!passenger.firstName.trim()) issue(`${at}.firstName`, 'required', zh(`Passenger ${passenger.passengerIndex}: first name is required.`, `乘客 ${passenger.passengerIndex}：名必填。`));
  const sex = passenger.sex.trim().toUpperCase();
  if (sex === '') issue(`${at}.sex`, 'required', zh(`${who}: sex is required (M or F).`, `${who}：性别必填（M 或 F）。`));
  else if (sex !== 'M' && sex !== 'F') issue(`${at}.sex`, 'one of M, F', zh(`${who}: sex must be M or F.`, `${who}：性别必须是 M 或 F。`));
  const birthday = passenger.birthday.trim();
  if (birthday === '') issue(`${at}.birthday`, 'required', zh(`${who}: birthday is required (yyyy-MM-dd).`, `${who}：出生日期必填（yyyy-MM-dd）。`));
  else if (!isRealDate(birthday)) issue(`${at}.birthday`, 'date', zh(`${who}: birthday must be a real date as yyyy-MM-dd.`, `${who}：出生日期必须是 yyyy-MM-dd 格式的真实日期。`));
  for (const segment of segments) {
    if (!selected.has(cellKey({ passengerIndex: passenger.passengerIndex, segmentNo: segment.segmentNo }))) continue;
    const ticket = ticketOf(passenger, segment.segmentNo);
    const field = `${at}.tickets.${segment.segmentNo}`;
    if (ticket === '') issue(field, 'required', zh(`${who}: ticket number for ${segmentName(form, segment.segmentNo)} is required.`, `${who}：${segmentName(form, segment.segmentNo)} 的票号必填。`));
    else if (!TICKET_NUMBER_PATTERN.test(ticket)) issue(field, 'ticket number', zh(`${who}: ticket number ${ticket} must be 13 digits such as 781-2345678901.`, `${who}：票号 ${ticket} 必须是 13 位数字，例如 781-2345678901。`));
  }
}

function checkSegment(form: RefundForm, segment: RefundSegmentForm, issue: Report): void {
  const at = `segments.${form.segments.indexOf(segment)}`;
  const name = segmentName(form, segment.segmentNo);
  if (segment.segmentNo < 1) issue(`${at}.segmentNo`, 'min 1', zh(`${name}: segment numbers start at 1.`, `${name}：航段序号从 1 开始。`));
  if (!AIRPORT.test(segment.departure.trim().toUpperCase())) issue(`${at}.departure`, 'airport', zh(`${name}: departure must be a 3-letter airport code.`, `${name}：出发地必须是三字机场码。`));
  if (!AIRPORT.test(segment.arrival.trim().toUpperCase())) issue(`${at}.arrival`, 'airport', zh(`${name}: arrival must be a 3-letter airport code.`, `${name}：到达地必须是三字机场码。`));
  const flight = segment.flightNum.trim().toUpperCase();
  if (flight === '') issue(`${at}.flightNum`, 'required', zh(`${name}: flight number is required.`, `${name}：航班号必填。`));
  else if (!FLIGHT_NUMBER.test(flight)) issue(`${at}.flightNum`, 'flight number', zh(`${name}: flight number must be like 1501 or CA1501.`, `${name}：航班号必须类似 1501 或 CA1501。`));
  if (!segment.cabinClass.trim()) issue(`${at}.cabinClass`, 'required', zh(`${name}: cabin is required.`, `${name}：舱位等级必填。`));
  const code = segment.bookingCode.trim().toUpperCase();
  if (code === '') issue(`${at}.bookingCode`, 'required', zh(`${name}: booking code is required.`, `${name}：舱位必填。`));
  else if (!BOOKING_CODE.test(code)) issue(`${at}.bookingCode`, 'booking code', zh(`${name}: booking code must be one or two letters.`, `${name}：舱位必须是一到两个字母。`));
}

function checkContact(form: RefundForm, issue: Report): void {
  const email = form.email.trim();
  if (email && !EMAIL.test(email)) issue('email', 'e-mail', zh('Contact e-mail must be an e-mail address.', '联系邮箱必须是邮箱地址。'));
  const tel = form.telNum.trim();
  if (tel && !TELEPHONE.test(tel)) issue('telNum', 'telephone', zh('Contact telephone must be digits (spaces, - and a leading + allowed).', '联系电话必须是数字（可含空格、- 和开头的 +）。'));
  if (/\s/.test(form.refundPricingId.trim())) issue('refundPricingId', 'no spaces', zh('Refund pricing id must not contain spaces.', '退票报价 ID 不能包含空格。'));
}

function checkFileIds(ids: readonly string[], issue: Report): void {
  if (ids.length > MAX_FILE_IDS) {
    issue('fileIds', `max ${MAX_FILE_IDS}`, zh(`At most ${MAX_FILE_IDS} file ids can go with one refund request (part 8 of the specification); this one has ${ids.length}. Remove ${ids.length - MAX_FILE_IDS}.`, `一个退票请求最多带 ${MAX_FILE_IDS} 个文件 ID（规范第 8 部分）；此请求有 ${ids.length} 个。请移除 ${ids.length - MAX_FILE_IDS} 个。`));
  }
  const bad = ids.filter((id) => !FILE_ID.test(id.trim()));
  if (bad.length > 0) issue('fileIds', 'file id', zh(`File ids must be 1 to 128 characters without spaces (${bad.length} ${bad.length === 1 ? 'is' : 'are'} not).`, `文件 ID 必须是 1 到 128 个字符且不含空格（有 ${bad.length} 个不符合）。`));
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
  return name.length > 1 ? name : zh(`passenger ${passengerIndex}`, `乘客 ${passengerIndex}`);
}

export function segmentName(form: Pick<RefundForm, 'segments'>, segmentNo: number): string {
  const segment = form.segments.find((s) => s.segmentNo === segmentNo);
  if (!segment) return zh(`segment ${segmentNo}`, `航段 ${segmentNo}`);
  const route = segment.departure && segment.arrival ? ` ${segment.departure.toUpperCase()}-${segment.arrival.toUpperCase()}` : '';
  return zh(`segment ${segmentNo}${route}`, `航段 ${segmentNo}${route}`);
}

function isRealDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}

/** The builder's words in the desk's language (docs/i18n.md): the renderer and main both run it. */
function zh(english: string, chinese: string): string {
  return activeLanguage() === 'zh-CN' ? chinese : english;
}
