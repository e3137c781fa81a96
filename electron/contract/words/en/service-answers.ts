/**
 * What main says of an answer from the service it cannot use: the envelope
 * (electron/main/wholesale/envelope.ts), a field of `data` the reader refused (client.ts,
 * operations/operation-spec.ts, the shopping fast readers), a redirect's target
 * (transport/redirect-target.ts). A reader gives its rules by code (`rules.answer.*`, `rules.*`);
 * `serviceAnswers.rule` only carries zod's own default wording of a shape given no rule, quoted as
 * zod wrote it in every language.
 */
export const SERVICE_ANSWERS_EN = {
  'serviceAnswers.notAnObject': 'The answer is not a JSON object.',
  'serviceAnswers.noErrorCode': 'The answer has no errorCode.',
  'serviceAnswers.successWithoutData': 'The service reported success (errorCode "0") but sent no data.',
  'serviceAnswers.unusableField': (p: { field: string; problem: string }) => `The answer has an unusable field: data.${p.field} ${p.problem}`,
  'serviceAnswers.unusableFieldAfterWrite': (p: { field: string; problem: string }) =>
    `The service accepted the request, but its answer has an unusable field: data.${p.field} ${p.problem}`,
  'serviceAnswers.rule': (p: { rule: string }) => p.rule,
  'serviceAnswers.anotherOrder': (p: { answered: string; asked: string }) => `is ${p.answered}, not the order asked for (${p.asked})`,
  'serviceAnswers.noLocation': '(no Location header)',
  'serviceAnswers.unreadableLocation': '(an unreadable Location header)',
};
