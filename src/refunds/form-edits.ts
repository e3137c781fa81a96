import { cellKey, everyCell, type RefundCell, type RefundForm, type RefundPassengerForm } from '@contract/refunds/refund-form';

/**
 * The refund form's edits as pure functions (a new form each time), so the screen stays thin and
 * the rules are tested without Vue: the grid's cells, "Whole order", the passenger and segment
 * values, and ticket numbers (one for all segments when they share one, or per segment).
 */

export function isSelected(form: RefundForm, cell: RefundCell): boolean {
  return form.cells.some((c) => cellKey(c) === cellKey(cell));
}

export function toggleCell(form: RefundForm, cell: RefundCell): RefundForm {
  return isSelected(form, cell) ? { ...form, cells: form.cells.filter((c) => cellKey(c) !== cellKey(cell)) } : { ...form, cells: [...form.cells, cell] };
}

/** Every cell, or none. */
export function toggleAll(form: RefundForm): RefundForm {
  const all = everyCell(form);
  return { ...form, cells: form.cells.length === all.length ? [] : all };
}

/** "Whole order" on selects everything (the agent may still take something out: that is B136, said at once). */
export function setWholeOrder(form: RefundForm, on: boolean): RefundForm {
  return on ? { ...form, wholeOrder: true, cells: everyCell(form) } : { ...form, wholeOrder: false };
}

export type PassengerField = 'lastName' | 'firstName' | 'sex' | 'birthday' | 'cardType' | 'cardNum';
export type SegmentField = 'flightNum' | 'departure' | 'arrival' | 'cabinClass' | 'bookingCode' | 'pnr' | 'airPnr';

export function setPassengerValue(form: RefundForm, passengerIndex: number, field: PassengerField, value: string): RefundForm {
  return { ...form, passengers: form.passengers.map((p) => (p.passengerIndex === passengerIndex ? { ...p, [field]: value } : p)) };
}

export function setSegmentValue(form: RefundForm, segmentNo: number, field: SegmentField, value: string): RefundForm {
  return { ...form, segments: form.segments.map((s) => (s.segmentNo === segmentNo ? { ...s, [field]: value } : s)) };
}

/** A ticket number for one segment, or for every segment (`'all'`) when the passenger's segments share one. */
export function setTicket(form: RefundForm, passengerIndex: number, segmentNo: number | 'all', value: string): RefundForm {
  return {
    ...form,
    passengers: form.passengers.map((p) =>
      p.passengerIndex !== passengerIndex ? p : { ...p, tickets: p.tickets.map((t) => (segmentNo === 'all' || t.segmentNo === segmentNo ? { ...t, ticketNum: value } : t)) },
    ),
  };
}

/** The one ticket number all of a passenger's segments share, or null when they differ. */
export function sharedTicket(passenger: RefundPassengerForm): string | null {
  const values = new Set(passenger.tickets.map((t) => t.ticketNum.trim()));
  return values.size <= 1 ? (passenger.tickets[0]?.ticketNum ?? '') : null;
}
