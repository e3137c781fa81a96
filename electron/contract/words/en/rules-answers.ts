/**
 * The rules main's readers apply to the service's answers (electron/main/wholesale/wire/*.ts, the
 * shopping fast readers), by code: `serviceAnswers.unusableField` puts the field first
 * ("data.adults must be an integer").
 */
export const RULES_ANSWERS_EN = {
  'rules.answer.string': 'must be a string',
  'rules.answer.stringOrNull': 'must be a string or null',
  'rules.answer.integer': 'must be an integer',
  'rules.answer.number': 'must be a number',
  'rules.answer.finiteNumber': 'must be a finite number',
  'rules.answer.decimal': 'must be a decimal number',
  'rules.answer.list': 'must be a list',
  'rules.answer.object': 'must be an object',
  'rules.answer.tooLargeNumber': 'is a number too large to be exact; the service must send it as a string',
  'rules.answer.noLocalTimes': 'has neither local times (str* fields) nor timestamps',
  'rules.answer.noSegments': 'lists no segments (neither segmentIds nor segmengtIds)',
  'rules.answer.noLocalDate': 'is not a local date (yyyy-MM-dd) or a 13-digit time',
  'rules.answer.orderFlights': 'must list the flights of the order',
  'rules.answer.orderSegments': 'must list the segments of the order',
  'rules.answer.uploadedFileId': 'must be the uploaded file id',
  'rules.answer.unusable': 'is unusable',
};
