/**
 * Words for a code the catalogue does not have for the operation. The agent sees the code and the
 * message as they came, and a next step that is safe whatever the code turns out to mean: on the
 * operations that move money, look before doing it again.
 */
import { wording, type Wording } from '../../../contract/words';
import { quotable } from './plain-text';
import { isWholesaleOperation, type WholesaleOperation } from './operations';

const MAX_QUOTED_CODE = 20;
const MAX_QUOTED_MESSAGE = 200;

export function unknownCodeExplanation(code: string, message: string | undefined): Wording {
  const shownCode = quotable(code, MAX_QUOTED_CODE);
  const shownMessage = message === undefined ? '' : quotable(message, MAX_QUOTED_MESSAGE);
  const what = shownCode === '' ? wording('apiErrors.unknown.noCode') : wording('apiErrors.unknown.code', { code: shownCode });
  return shownMessage === '' ? wording('apiErrors.unknown.noMessage', { what }) : wording('apiErrors.unknown.withMessage', { what, message: shownMessage });
}

/** The next step for each operation (`apiErrors.unknown.nextStep.<operation>`), a safe general one for a name that is not an operation. */
export function unknownCodeNextStep(operation: WholesaleOperation): Wording {
  return wording(isWholesaleOperation(operation) ? `apiErrors.unknown.nextStep.${operation}` : 'apiErrors.unknown.nextStep.other');
}
