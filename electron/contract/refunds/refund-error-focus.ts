import { cellKey, type RefundForm } from './refund-form';

/**
 * Where on the refund form a RefundRequest refusal points: the passengers, segments and field the
 * code implies, so the screen can mark them beside the code's explanation and next step. Pure, so
 * it is tested without a screen; it only reads the code, the service's message and the form.
 */
export interface RefundErrorFocus {
  passengerIndexes: number[];
  segmentNos: number[];
  /** The form field to go to: `wholeOrder`, `cells`, `refundPricingId`, `orderNum`, `passengers.0.birthday`… */
  field: string | null;
}

/** Wire field names of RefundRequest → the form's fields (P001 "xxx is illegal/missing" names one). */
const WIRE_FIELDS: Readonly<Record<string, string>> = {
  refundPricingId: 'refundPricingId',
  refundType: 'refundType',
  refundReason: 'refundReason',
  contactPerson: 'contactPerson',
  email: 'email',
  telNum: 'telNum',
  orderNum: 'orderNum',
  uploadFilesIds: 'fileIds',
  uploadedFlieIds: 'fileIds',
  canceledReservationBeforeDeparture: 'cancelledBeforeDeparture',
};
const PASSENGER_WIRE_FIELDS: Readonly<Record<string, string>> = { lastName: 'lastName', firstName: 'firstName', sex: 'sex', birthday: 'birthday', cardType: 'cardType', cardNum: 'cardNum', ticketNum: 'tickets' };
const SEGMENT_WIRE_FIELDS: Readonly<Record<string, string>> = { departure: 'departure', arrival: 'arrival', flightNum: 'flightNum', cabinClass: 'cabinClass', bookingCode: 'bookingCode', pnr: 'pnr', airPnr: 'airPnr', segmentNo: 'segmentNo' };

export function focusOfRefundError(code: string, message: string, form: RefundForm): RefundErrorFocus {
  const selected = new Set(form.cells.map(cellKey));
  const passengers = form.passengers.filter((p) => form.segments.some((s) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo })))).map((p) => p.passengerIndex);
  const segments = form.segments.filter((s) => form.passengers.some((p) => selected.has(cellKey({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo })))).map((s) => s.segmentNo);
  const none: RefundErrorFocus = { passengerIndexes: [], segmentNos: [], field: null };
  switch (code.trim().toUpperCase()) {
    case 'B134': {
      const named = passengerNamed(message, form);
      if (named === null) return { passengerIndexes: passengers, segmentNos: segments, field: 'cells' };
      const own = segments.filter((no) => selected.has(cellKey({ passengerIndex: named, segmentNo: no })));
      return { passengerIndexes: [named], segmentNos: own, field: 'cells' };
    }
    case 'B135':
      return { passengerIndexes: passengers, segmentNos: [], field: firstPassengerField(form, passengers, 'tickets') };
    case 'B136':
      return { passengerIndexes: form.passengers.map((p) => p.passengerIndex), segmentNos: form.segments.map((s) => s.segmentNo), field: 'wholeOrder' };
    case 'B145':
    case 'B150':
      return { passengerIndexes: passengers, segmentNos: segments, field: code.trim().toUpperCase() === 'B150' ? 'orderNum' : 'cells' };
    case 'B152':
      return { passengerIndexes: [], segmentNos: segments, field: firstSegmentField(form, segments, 'flightNum') };
    case 'B154':
      return { passengerIndexes: passengers, segmentNos: segments, field: 'refundPricingId' };
    case 'B137':
    case 'B149':
      return { ...none, field: 'refundPricingId' };
    case 'B037':
    case 'B146':
      return { ...none, field: 'orderNum' };
    case 'P001':
    case 'P002':
      return focusOfField(message, form, passengers, segments);
    default:
      return none;
  }
}

/** B134 names the passenger ("… for passenger ZHANG/SAN"); names are compared without case or spacing. */
function passengerNamed(message: string, form: RefundForm): number | null {
  const match = /passenger\s+(.+?)\s*\.?$/i.exec(message);
  if (!match?.[1]) return null;
  const wanted = squash(match[1]);
  const found = form.passengers.find((p) => [`${p.lastName}/${p.firstName}`, `${p.lastName}${p.firstName}`, `${p.firstName}${p.lastName}`].some((name) => squash(name) === wanted));
  return found?.passengerIndex ?? null;
}

function squash(text: string): string {
  return text.toUpperCase().replaceAll(/[\s/]/g, '');
}

function focusOfField(message: string, form: RefundForm, passengers: number[], segments: number[]): RefundErrorFocus {
  const wire = /^\s*([A-Za-z]+)\s+is\s+(illegal|missing)/i.exec(message)?.[1] ?? '';
  const top = WIRE_FIELDS[wire];
  if (top) return { passengerIndexes: [], segmentNos: [], field: top };
  const passengerField = PASSENGER_WIRE_FIELDS[wire];
  if (passengerField) return { passengerIndexes: passengers, segmentNos: [], field: firstPassengerField(form, passengers, passengerField) };
  const segmentField = SEGMENT_WIRE_FIELDS[wire];
  if (segmentField) return { passengerIndexes: [], segmentNos: segments, field: firstSegmentField(form, segments, segmentField) };
  return { passengerIndexes: [], segmentNos: [], field: null };
}

function firstPassengerField(form: RefundForm, passengers: number[], field: string): string | null {
  const index = form.passengers.findIndex((p) => p.passengerIndex === passengers[0]);
  return index < 0 ? null : `passengers.${index}.${field}`;
}

function firstSegmentField(form: RefundForm, segments: number[], field: string): string | null {
  const index = form.segments.findIndex((s) => s.segmentNo === segments[0]);
  return index < 0 ? null : `segments.${index}.${field}`;
}
