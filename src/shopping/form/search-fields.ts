import type { SearchRuleCode } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';

/**
 * The fields of the shopping form, named by the schema's own paths (`legs.0.departureDate`) so
 * issues from the schema and from main land on a field without translation tables.
 */
export const JOURNEY_FIELDS = ['origin', 'destination', 'departureDate', 'airlines'] as const;
export type JourneyField = (typeof JOURNEY_FIELDS)[number];
export type JourneyIndex = 0 | 1;
export type JourneyFieldPath = `legs.${JourneyIndex}.${JourneyField}`;

export type SearchField = 'tripType' | JourneyFieldPath | 'adults' | 'children' | 'infants' | 'cabin' | 'airlines' | 'nonstop' | 'tag' | 'form';

/** A problem shown under a field; `rule` is the service's code when the service has one. */
export interface FieldError {
  message: string;
  rule?: SearchRuleCode;
}

export type FieldErrors = Partial<Record<SearchField, FieldError>>;

export const journeyField = (index: JourneyIndex, field: JourneyField): JourneyFieldPath => `legs.${index}.${field}`;

/** Screen order: the first invalid field in this order is the one that receives focus. */
export const FIELD_ORDER: readonly SearchField[] = [
  'tripType',
  ...([0, 1] as const).flatMap((index) => JOURNEY_FIELDS.map((field) => journeyField(index, field))),
  'adults',
  'children',
  'infants',
  'cabin',
  'airlines',
  'nonstop',
  'tag',
  'form',
];

const t = text.searchForm;
const JOURNEY_WORDS: Record<JourneyField, () => string> = {
  origin: () => t.origin,
  destination: () => t.destination,
  departureDate: () => t.date,
  airlines: () => t.journeyAirlines,
};

/** The field's accessible name, also used to start the sentences of generic schema messages. */
export function fieldLabel(field: SearchField): string {
  const journey = /^legs\.([01])\.(\w+)$/.exec(field);
  if (journey) return format(t.journeyField, { n: Number(journey[1]) + 1, field: JOURNEY_WORDS[journey[2] as JourneyField]() });
  const labels: Record<Exclude<SearchField, JourneyFieldPath>, string> = {
    tripType: t.tripType,
    adults: t.adults,
    children: t.children,
    infants: t.infants,
    cabin: t.cabin,
    airlines: t.airlines,
    nonstop: t.nonstop,
    tag: t.tag,
    form: t.theSearch,
  };
  return labels[field as Exclude<SearchField, JourneyFieldPath>];
}

/** "P009 · The number of infant passengers…": the code first, as the service's documentation has it. */
export function feedbackText(error: FieldError): string {
  return error.rule ? `${error.rule} · ${error.message}` : error.message;
}

export function firstInvalidField(errors: FieldErrors): SearchField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}
