/**
 * UploadAttachmentFile (a refund's supporting document): ASSUMED, NOT IN THE SPECIFICATION. The
 * operation is named with the refund operations and nothing more is public; these are the codes
 * every operation of the service shares (authentication, field problems, load) with the sandbox's
 * wording, which the desk's assumed module and the sandbox agree on (docs/refunds.md).
 */
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries, TIME_OUT_MESSAGE } from '../shared';

const UPLOAD_AGAIN = 'Try the upload again in Refunds (a copy that may have arrived is not used), or paste an id from the portal.';

export const UPLOAD_ATTACHMENT: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: 'The service did not accept the file: its type, content or name (the message names which).',
      missing: 'The upload was sent without a detail the service needs (the message names it).',
      systemError: 'The flight platform had an internal error while storing the file.',
      nextStep: UPLOAD_AGAIN,
    }),
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: 'The flight platform took too long to store the file.',
      nextStep: UPLOAD_AGAIN,
      retry: 'after-wait',
    },
  ],
};
