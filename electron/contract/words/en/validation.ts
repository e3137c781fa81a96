/**
 * What main says of input that breaks a rule (electron/contract/validation.ts). The field path is
 * kept as sent in every language: it is what support asks for. The contract gives its rules by
 * code (`rules.*`, worded to follow a field name: `validation.codedRule`); `validation.rule` only
 * carries zod's own default wording of a shape it was given no rule for, quoted as zod wrote it.
 */
export const VALIDATION_EN = {
  'validation.unknownField': (p: { field: string }) => `${p.field} is not a field of this operation.`,
  'validation.required': (p: { field: string }) => `${p.field} is required.`,
  'validation.oneOf': (p: { field: string; values: readonly string[] }) => `${p.field} must be one of: ${p.values.join(', ')}.`,
  'validation.rule': (p: { field: string; rule: string }) => `${p.field} is invalid: ${p.rule}.`,
  /** A rule the schema gives by code (`rules.*`), already a phrase to follow the field name. */
  'validation.codedRule': (p: { field: string; rule: string }) => `${p.field} ${p.rule}.`,
  'validation.fieldsNeedAttention': (p: { count: number }) => `${p.count} fields need attention.`,
};
