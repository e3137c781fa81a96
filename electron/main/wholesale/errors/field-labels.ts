import { wording, type WordCode, type Wording } from '../../../contract/words';
import { FIELD_LABELS_EN } from '../../../contract/words/en/field-labels';

/**
 * Plain names for the request fields that a P001/P002 message can name (parts 2.2 to 2.11), so
 * "cabinClass is illegal." reads as "the cabin (cabinClass)". The names are the words catalogue's
 * `fields.*` entries; the field's own name stays in the sentence: it is what the service said, and
 * what support will ask for.
 */
const PREFIX = 'fields.';
const BY_LOWER_CASE = new Map(Object.keys(FIELD_LABELS_EN).map((code) => [code.slice(PREFIX.length).toLowerCase(), code as WordCode]));

/**
 * The plain name of a field, or undefined when the desk does not know it. A path such as
 * `searchAirLegs[0].departureDate` is named by its last part.
 */
function fieldLabel(field: string): Wording | undefined {
  const parts = field.split(/[.[\]\s]+/).filter((part) => part !== '' && !/^\d+$/.test(part));
  const code = BY_LOWER_CASE.get(parts.at(-1)?.toLowerCase() ?? '');
  return code === undefined ? undefined : { code };
}

/** `the cabin (cabinClass)` for a field the desk knows, `the field "fooBar"` otherwise. */
export function namedField(field: string): Wording {
  const label = fieldLabel(field);
  return label === undefined ? wording('apiErrors.detail.unnamedField', { field }) : wording('apiErrors.detail.namedField', { label, field });
}
