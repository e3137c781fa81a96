/**
 * Explanations that carry what the service put into its message: the field it rejected, the code
 * it did not recognise, the latest ticketing time, the passenger or order concerned. The agent
 * should not have to read the raw message to learn which field or passenger it is about.
 */
import { wording, type Wording } from '../../../contract/words';
import type { CatalogueEntry } from './catalogue-entry';
import { namedField } from './field-labels';
import { latestTicketingTime } from './latest-ticketing-time';
import { placeholderValue } from './message-template';
import { quotable } from './plain-text';

/** Longest filled-in value quoted in an explanation; longer ones are cut with an ellipsis. */
const MAX_VALUE_LENGTH = 60;

/** The entry's explanation, made specific with what the message says where it can be. */
export function explainWithDetails(entry: CatalogueEntry, message: string | undefined): Wording {
  const plain = entry.explanation;
  if (message === undefined) return plain;
  // B026's message is nothing but the time, in a template of its own.
  if (/^LatestTktTime/i.test(entry.specMessage)) {
    const time = latestTicketingTime(message);
    return time === undefined ? plain : wording('apiErrors.detail.latestTicketingTooClose', { time });
  }
  const raw = placeholderValue(entry.specMessage, message);
  const value = raw === undefined ? '' : quotable(raw, MAX_VALUE_LENGTH);
  if (value === '') return plain;
  return withValue(entry, value) ?? plain;
}

function withValue(entry: CatalogueEntry, value: string): Wording | undefined {
  switch (entry.code) {
    case 'P001':
    case 'P002':
      // RefundRequest writes its "missing" message under P001, so the message decides, not the code.
      return /missing/i.test(entry.specMessage)
        ? wording('apiErrors.detail.fieldMissing', { field: namedField(value) })
        : wording('apiErrors.detail.fieldRefused', { field: namedField(value) });
    case 'B039':
    case 'B134':
    case 'B146':
    case 'B149':
    case 'B006':
      return wording(`apiErrors.detail.${entry.code}`, { value });
    default:
      return undefined;
  }
}
