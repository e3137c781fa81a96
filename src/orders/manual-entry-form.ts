import { manualOrderSchema, type ManualOrderInput } from '@contract/domains/orders';
import type { PassengerType } from '@contract/domains/shopping';
import type { ValidationIssue } from '@contract/result';
import { issuesFromZod } from '@contract/validation';
import { labelledErrors, type LabelledError } from '../forms/field-errors';
import { format, text } from '../ui-text';

/**
 * The manual-entry form's values as the agent typed them (strings, never reformatted), the rows
 * it adds and removes, and the one conversion to the contract's input. Checked with the very
 * schema main applies (`manualOrderSchema`), so the form and main say the same thing; every
 * message starts with the field's label. Pure functions: the values given are never edited.
 */

export const CABIN_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export const CARD_TYPES = ['P', 'N', 'O'] as const;

export interface ManualPassengerValues {
  /** The row's identity while the form is open (Vue keys, focus after a removal); never sent. */
  rowId: number;
  type: PassengerType;
  lastName: string;
  firstName: string;
  sex: '' | 'M' | 'F';
  birthday: string;
  nationality: string;
  cardType: '' | (typeof CARD_TYPES)[number];
  cardNum: string;
  cardExpiredDate: string;
  ticketNum: string;
}

export interface ManualSegmentValues {
  rowId: number;
  journey: '1' | '2';
  airline: string;
  flightNum: string;
  departure: string;
  arrival: string;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  cabinClass: '' | (typeof CABIN_CLASSES)[number];
  bookingCode: string;
}

export interface ManualEntryValues {
  orderNum: string;
  pnr: string;
  airPnr: string;
  status: string;
  platingCarrier: string;
  currency: string;
  amount: string;
  contactName: string;
  contactEmail: string;
  contactTelNum: string;
  passengers: ManualPassengerValues[];
  segments: ManualSegmentValues[];
}

export type PassengerField = Exclude<keyof ManualPassengerValues, 'rowId'>;
export type SegmentField = Exclude<keyof ManualSegmentValues, 'rowId'>;
export type OrderField = Exclude<keyof ManualEntryValues, 'passengers' | 'segments'>;

export const MAX_PASSENGERS = 9;
export const MAX_SEGMENTS = 8;

let nextRowId = 1;

export function emptyPassenger(): ManualPassengerValues {
  return { rowId: nextRowId++, type: 'ADT', lastName: '', firstName: '', sex: '', birthday: '', nationality: '', cardType: '', cardNum: '', cardExpiredDate: '', ticketNum: '' };
}

/** A new segment continues the journey of the one before it (a connection is the common case). */
export function emptySegment(after?: ManualSegmentValues): ManualSegmentValues {
  return {
    rowId: nextRowId++, journey: after?.journey ?? '1', airline: after?.airline ?? '', flightNum: '', departure: after?.arrival ?? '', arrival: '',
    departureDate: after?.arrivalDate ?? '', departureTime: '', arrivalDate: '', arrivalTime: '', cabinClass: after?.cabinClass ?? '', bookingCode: '',
  };
}

export function emptyManualEntry(orderNum = ''): ManualEntryValues {
  return {
    orderNum, pnr: '', airPnr: '', status: '', platingCarrier: '', currency: '', amount: '', contactName: '', contactEmail: '', contactTelNum: '',
    passengers: [emptyPassenger()], segments: [emptySegment()],
  };
}

export function addPassenger(values: ManualEntryValues): ManualEntryValues {
  if (values.passengers.length >= MAX_PASSENGERS) return values;
  return { ...values, passengers: [...values.passengers, emptyPassenger()] };
}

export function addSegment(values: ManualEntryValues): ManualEntryValues {
  if (values.segments.length >= MAX_SEGMENTS) return values;
  return { ...values, segments: [...values.segments, emptySegment(values.segments.at(-1))] };
}

/** An order has at least one passenger and one segment: the last row stays (it can be cleared). */
export function removePassenger(values: ManualEntryValues, rowId: number): ManualEntryValues {
  if (values.passengers.length <= 1) return values;
  return { ...values, passengers: values.passengers.filter((row) => row.rowId !== rowId) };
}

export function removeSegment(values: ManualEntryValues, rowId: number): ManualEntryValues {
  if (values.segments.length <= 1) return values;
  return { ...values, segments: values.segments.filter((row) => row.rowId !== rowId) };
}

export function setOrderValue(values: ManualEntryValues, field: OrderField, value: string): ManualEntryValues {
  return { ...values, [field]: value };
}

export function setPassengerValue(values: ManualEntryValues, rowId: number, field: PassengerField, value: string): ManualEntryValues {
  return { ...values, passengers: values.passengers.map((row) => (row.rowId === rowId ? { ...row, [field]: value } : row)) };
}

export function setSegmentValue(values: ManualEntryValues, rowId: number, field: SegmentField, value: string): ManualEntryValues {
  return { ...values, segments: values.segments.map((row) => (row.rowId === rowId ? { ...row, [field]: value } : row)) };
}

/** An optional field left empty is not sent; a required one is sent empty, so the schema names it. */
const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

export function toManualInput(values: ManualEntryValues): ManualOrderInput {
  return {
    orderNum: values.orderNum,
    pnr: values.pnr,
    ...(optional(values.airPnr) !== undefined ? { airPnr: values.airPnr } : {}),
    ...(optional(values.status) !== undefined ? { status: values.status } : {}),
    ...(optional(values.platingCarrier) !== undefined ? { platingCarrier: values.platingCarrier } : {}),
    ...(optional(values.currency) !== undefined ? { currency: values.currency } : {}),
    ...(optional(values.amount) !== undefined ? { amount: values.amount } : {}),
    contact: { name: values.contactName, email: values.contactEmail, telNum: values.contactTelNum },
    passengers: values.passengers.map((row) => ({
      type: row.type,
      lastName: row.lastName,
      firstName: row.firstName,
      // An unchosen sex is sent as typed (empty), so the schema says which values it allows.
      sex: row.sex as 'M' | 'F',
      birthday: row.birthday,
      nationality: optional(row.nationality),
      cardType: row.cardType === '' ? undefined : row.cardType,
      cardNum: optional(row.cardNum),
      cardExpiredDate: optional(row.cardExpiredDate),
      ticketNum: optional(row.ticketNum),
    })),
    segments: values.segments.map((row) => ({
      journey: row.journey === '2' ? 2 : 1,
      airline: row.airline,
      flightNum: row.flightNum,
      departure: row.departure,
      arrival: row.arrival,
      departureDate: row.departureDate,
      departureTime: row.departureTime,
      arrivalDate: row.arrivalDate,
      arrivalTime: row.arrivalTime,
      cabinClass: row.cabinClass === '' ? undefined : row.cabinClass,
      bookingCode: row.bookingCode,
    })),
  };
}

/** Field paths as the schema names them: `pnr`, `contact.name`, `passengers.0.lastName`. */
export type ManualEntryErrors = Record<string, LabelledError>;

export type ManualValidation = { ok: true; input: ManualOrderInput } | { ok: false; errors: ManualEntryErrors };

/** Everything main would refuse, found before sending; the values are only read. */
export function validateManualEntry(values: ManualEntryValues): ManualValidation {
  const input = toManualInput(values);
  const parsed = manualOrderSchema.safeParse(input);
  return parsed.success ? { ok: true, input } : { ok: false, errors: manualEntryErrors(issuesFromZod(parsed.error)) };
}

/** Issues (the schema's here, or main's answer) as one message per field, written with its label. */
export function manualEntryErrors(issues: readonly ValidationIssue[]): ManualEntryErrors {
  return labelledErrors(issues, manualFieldLabel);
}

/** The words of the order-level fields by schema path: read at each call, so a language switch shows at once. */
function orderLabels(): Record<string, string> {
  const t = text.orders.manualEntry;
  return {
    orderNum: t.orderNum,
    pnr: t.pnr,
    airPnr: t.airPnr,
    status: t.status,
    platingCarrier: t.platingCarrier,
    currency: t.currency,
    amount: t.amount,
    'contact.name': t.contactName,
    'contact.email': t.contactEmail,
    'contact.telNum': t.contactTelNum,
    passengers: t.passengersHeading,
    segments: t.segmentsHeading,
  };
}

/** The label of a field by its schema path (also the input's accessible name); null when the form has none. */
export function manualFieldLabel(path: string): string | null {
  const t = text.orders.manualEntry;
  const labels = orderLabels();
  if (Object.hasOwn(labels, path)) return labels[path] ?? null;
  const row = /^(passengers|segments)\.(\d+)\.(\w+)$/.exec(path);
  if (!row) return null;
  const n = Number(row[2]) + 1;
  if (row[1] === 'passengers') {
    const field = t.passenger[row[3] as PassengerField] as string | undefined;
    return field === undefined ? null : format(t.passengerField, { n, field });
  }
  const field = t.segment[row[3] as SegmentField] as string | undefined;
  return field === undefined ? null : format(t.segmentField, { n, field });
}

/** The form's path of an order-level field (the contact's three live under `contact.`). */
export function orderFieldPath(field: OrderField): string {
  if (field === 'contactName') return 'contact.name';
  if (field === 'contactEmail') return 'contact.email';
  if (field === 'contactTelNum') return 'contact.telNum';
  return field;
}
