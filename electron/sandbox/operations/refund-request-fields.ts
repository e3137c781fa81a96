/**
 * Reading the RefundRequest JSON (2.11) once it is out of its Base64 `param`. Both names of the
 * file-id list are accepted (`uploadFilesIds` as in the public example, `uploadedFlieIds` as in
 * the table); together they may hold at most 99 ids. `refundType` and `refundReason` are read as
 * integers or numeric strings.
 */
import { FieldProblem, objectsOf, optionalInteger, optionalString, optionalStringList, requireArray, requireInteger, requireObject, requireOrderNumber, requireString, type JsonObject } from '../protocol/field-reader';
import { parseIsoDate } from '../time/calendar';

export const MAX_UPLOADED_FILES = 99;

export interface RefundTicketRequest {
  ticketNum: string | undefined;
  lastName: string;
  firstName: string;
  sex: string;
  birthday: string;
}

export interface RefundSegmentRequest {
  segmentNo: number;
  departure: string;
  arrival: string;
  flightNum: string;
  cabinClass: string;
  bookingCode: string;
  pnr: string | undefined;
  airPnr: string | undefined;
  tickets: RefundTicketRequest[];
}

export interface RefundRequestFields {
  allPaxOfOrder: number;
  refundPricingId: string | undefined;
  orderNum: string;
  refundType: number;
  refundReason: number;
  contactPerson: string | undefined;
  email: string | undefined;
  telNum: string | undefined;
  uploadedFileIds: string[];
  pnrList: RefundSegmentRequest[];
  canceledReservationBeforeDeparture: number;
}

export function readRefundRequest(body: JsonObject): RefundRequestFields {
  const data = requireObject(body, 'data');
  const allPaxOfOrder = requireInteger(data, 'allPaxOfOrder', { min: 0, max: 1 });
  const refundPricingId = optionalString(data, 'refundPricingId')?.trim() || undefined;
  const orderNum = requireOrderNumber(data, 'orderNum');
  const refundType = requireInteger(data, 'refundType', { min: 0, max: 1 });
  const refundReason = requireInteger(data, 'refundReason', { min: 0, max: 4 });
  const contactPerson = optionalString(data, 'contactPerson');
  const email = optionalString(data, 'email');
  const telNum = optionalString(data, 'telNum');
  const uploadedFileIds = readFileIds(data);
  const pnrList = objectsOf(requireArray(data, 'pnrList'), 'pnrList').map(readSegment);
  const canceledReservationBeforeDeparture = optionalInteger(data, 'canceledReservationBeforeDeparture', { min: 0, max: 1 }) ?? 0;
  return { allPaxOfOrder, refundPricingId, orderNum, refundType, refundReason, contactPerson, email, telNum, uploadedFileIds, pnrList, canceledReservationBeforeDeparture };
}

function readFileIds(data: JsonObject): string[] {
  const fromExample = optionalStringList(data, 'uploadFilesIds');
  const fromTable = optionalStringList(data, 'uploadedFlieIds');
  const ids = [...new Set([...(fromExample ?? []), ...(fromTable ?? [])])];
  if (ids.length > MAX_UPLOADED_FILES) throw new FieldProblem('illegal', fromExample ? 'uploadFilesIds' : 'uploadedFlieIds');
  return ids;
}

function readSegment(segment: JsonObject): RefundSegmentRequest {
  return {
    segmentNo: requireInteger(segment, 'segmentNo', { min: 1 }),
    departure: requireString(segment, 'departure').toUpperCase(),
    arrival: requireString(segment, 'arrival').toUpperCase(),
    flightNum: requireString(segment, 'flightNum').toUpperCase(),
    cabinClass: requireString(segment, 'cabinClass'),
    bookingCode: requireString(segment, 'bookingCode').toUpperCase(),
    pnr: optionalString(segment, 'pnr')?.trim() || undefined,
    airPnr: optionalString(segment, 'airPnr')?.trim() || undefined,
    tickets: objectsOf(requireArray(segment, 'ticketNums'), 'ticketNums').map(readTicket),
  };
}

function readTicket(ticket: JsonObject): RefundTicketRequest {
  const birthday = requireString(ticket, 'birthday');
  if (parseIsoDate(birthday) === null) throw new FieldProblem('illegal', 'birthday');
  optionalString(ticket, 'cardType');
  optionalString(ticket, 'cardNum');
  return {
    ticketNum: optionalString(ticket, 'ticketNum')?.trim() || undefined,
    lastName: requireString(ticket, 'lastName'),
    firstName: requireString(ticket, 'firstName'),
    sex: requireString(ticket, 'sex').toUpperCase(),
    birthday,
  };
}
