/**
 * Explanations that carry what the service put into its message: the field it rejected, the code
 * it did not recognise, the latest ticketing time, the passenger or order concerned. The agent
 * should not have to read the raw message to learn which field or passenger it is about.
 */
import type { CatalogueEntry } from './catalogue-entry';
import { fieldLabel } from './field-labels';
import { latestTicketingTime } from './latest-ticketing-time';
import { placeholderValue } from './message-template';
import { quotable } from './plain-text';

/** Longest filled-in value quoted in an explanation; longer ones are cut with an ellipsis. */
const MAX_VALUE_LENGTH = 60;

/** The entry's explanation, made specific with what the message says where it can be. */
export function explainWithDetails(entry: CatalogueEntry, message: string | undefined): string {
  if (message === undefined) return entry.explanation;
  // B026's message is nothing but the time, in a template of its own.
  if (/^LatestTktTime/i.test(entry.specMessage)) {
    const time = latestTicketingTime(message);
    return time === undefined
      ? entry.explanation
      : `The latest ticketing time of this fare, ${time}, leaves too little time to issue a ticket.`;
  }
  const raw = placeholderValue(entry.specMessage, message);
  const value = raw === undefined ? '' : quotable(raw, MAX_VALUE_LENGTH);
  if (value === '') return entry.explanation;
  return withValue(entry, value) ?? entry.explanation;
}

function withValue(entry: CatalogueEntry, value: string): string | undefined {
  switch (entry.code) {
    case 'P001':
    case 'P002':
      // RefundRequest writes its "missing" message under P001, so the message decides, not the code.
      return /missing/i.test(entry.specMessage)
        ? `The request was sent without ${namedField(value)}.`
        : `The service did not accept ${namedField(value)}.`;
    case 'B039':
      return `The platform does not recognise "${value}" (an airport, city, country or airline code).`;
    case 'B134':
      return `${value} already has a refund or void, in progress or completed, for these flights.`;
    case 'B146':
      return `Order ${value} cannot be refunded: only issued orders and change orders can.`;
    case 'B149':
      return `The refund quote ${value} has expired.`;
    case 'B006':
      return `The booking reported a failure, but order ${value} was created: it exists and must not be booked again.`;
    default:
      return undefined;
  }
}

/** `the cabin (cabinClass)` for a field the desk knows, `the field "fooBar"` otherwise. */
function namedField(field: string): string {
  const label = fieldLabel(field);
  return label === undefined ? `the field "${field}"` : `the ${label} (${field})`;
}
