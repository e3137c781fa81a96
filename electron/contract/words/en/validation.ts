/**
 * What main says of input that breaks a rule (electron/contract/validation.ts). The field path is
 * kept as sent in every language: it is what support asks for. `rule` is the schema's own words
 * ("must be at most 9"), written to follow a field name.
 */
export const VALIDATION_EN = {
  'validation.unknownField': (p: { field: string }) => `${p.field} is not a field of this operation.`,
  'validation.required': (p: { field: string }) => `${p.field} is required.`,
  'validation.oneOf': (p: { field: string; values: readonly string[] }) => `${p.field} must be one of: ${p.values.join(', ')}.`,
  'validation.rule': (p: { field: string; rule: string }) => (startsLikeARule(p.rule) ? `${p.field} ${p.rule}.` : `${p.field} is invalid: ${p.rule}.`),
  /** A rule the schema gives by code (`rules.*`), already a phrase to follow the field name. */
  'validation.codedRule': (p: { field: string; rule: string }) => `${p.field} ${p.rule}.`,
  'validation.fieldsNeedAttention': (p: { count: number }) => `${p.count} fields need attention.`,
};

/** Custom messages in the contract are written to follow the field name ("must …"). */
function startsLikeARule(message: string): boolean {
  return /^(must|should|is|cannot|may)\b/.test(message);
}
