/**
 * UploadAttachmentFile (a refund's supporting document): ASSUMED, NOT IN THE SPECIFICATION. The
 * operation is named with the refund operations and nothing more is public; these are the codes
 * every operation of the service shares (authentication, field problems, load) with the sandbox's
 * wording, which the desk's assumed module and the sandbox agree on (docs/refunds.md).
 */
import { wording } from '../../../../../contract/words';
import type { OperationTable } from '../../catalogue-entry';
import { assumed, assumedCommonEntries, TIME_OUT_MESSAGE } from '../shared';

const UPLOAD_AGAIN = wording('apiErrors.uploadAttachment.uploadAgain');

export const UPLOAD_ATTACHMENT: OperationTable = {
  spec: [],
  desk: [
    ...assumedCommonEntries({
      refused: wording('apiErrors.uploadAttachment.assumed.refused'),
      missing: wording('apiErrors.uploadAttachment.assumed.missing'),
      systemError: wording('apiErrors.uploadAttachment.assumed.systemError'),
      nextStep: UPLOAD_AGAIN,
    }),
    {
      code: 'B024',
      specMessage: TIME_OUT_MESSAGE,
      condition: assumed('time-out'),
      explanation: wording('apiErrors.uploadAttachment.B024.explanation'),
      nextStep: UPLOAD_AGAIN,
      retry: 'after-wait',
    },
  ],
};
