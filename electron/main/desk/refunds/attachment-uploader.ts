import { sendableFileName } from '../../../contract/refunds/document-file-name';
import { ok, validationFailure } from '../../../contract/result';
import type { WholesaleClient } from '../../wholesale/client';
import { uploadAttachmentOperationAt } from '../../wholesale/operations/assumed/upload-attachment';
import type { ProfileService } from '../profiles/profile-service';
import type { AttachmentUploader } from './refund-dependencies';
import { wording } from '../../../contract/words';

/**
 * The attachment upload through the desk's wholesale client (signed, logged without the content,
 * never retried), with the draft's profile's key, at that profile's upload path, under the
 * document's sendable name (contract/refunds/document-file-name.ts).
 */
export function wholesaleAttachmentUploader(client: WholesaleClient, profiles: ProfileService): AttachmentUploader {
  return {
    async upload(profileId, request, signal) {
      const connection = await profiles.connectionFor(profileId);
      if (!connection.ok) return connection;
      const path = profiles.refundFacts(profileId)?.uploadAttachmentPath;
      if (!path) return validationFailure([{ field: 'profileId', rule: 'exists', message: wording('refunds.profileGone') }]);
      // The last door before the wire: whatever called, only a sendable name leaves (issue 21).
      const result = await client.call(uploadAttachmentOperationAt(path), { ...request, fileName: sendableFileName(request.fileName) }, connection.value, signal);
      return result.ok ? ok({ fileId: result.value.data.fileId }) : result;
    },
  };
}
