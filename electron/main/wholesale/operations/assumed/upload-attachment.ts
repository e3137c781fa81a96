import type { DocumentType } from '../../../../contract/refunds/refund-documents';
import { entriesOf } from '../../errors/catalogue';
import { wireUploadedAttachment, type WireUploadedAttachment } from '../../wire/assumed/upload-attachment';
import { defineOperationSpec, readWithSchema, type OperationSpec } from '../operation-spec';

export interface UploadAttachmentRequest {
  /** The refund's order: lets the service file the document with it (assumed; sent when known). */
  orderNum?: string;
  fileName: string;
  contentType: DocumentType;
  content: Uint8Array;
}

import { DEFAULT_UPLOAD_ATTACHMENT_PATH } from '../../../../contract/domains/profiles';

/** Where the service is assumed to take uploads; each profile may set another path (Settings). */
export { DEFAULT_UPLOAD_ATTACHMENT_PATH };

/**
 * UploadAttachmentFile: ASSUMED, NOT IN THE SPECIFICATION. The specification and the real-world
 * notes name the operation ("attachment upload", POST, listed with the refund operations) and
 * nothing else: path, form, field names, limits and the answer's file-id field are public nowhere.
 * The desk's assumption (docs/refunds.md, "Why Base64 in JSON"):
 *
 *   POST {api base URL}{profile's upload path}      Content-Type: application/json
 *   { "authentication": {partnerId, sign},
 *     "data": { "orderNum"?, "fileName", "fileType": "application/pdf"|"image/jpeg"|"image/png",
 *               "fileContent": "<Base64 of the bytes>" } }
 *   → { "errorCode": "0", "errorMsg": "ok", "data": { "fileId": "…", "fileName"?, "fileSize"? } }
 *
 * It is a write (each call may store a file), so it is never retried automatically; an unknown
 * outcome at worst leaves an unused copy on the service (no money moves), which is why the agent
 * may upload the same file again. When a real service disagrees: set its path in Settings, or
 * upload through the service's portal and paste the ids into the refund.
 */
export function uploadAttachmentOperationAt(path: string): OperationSpec<UploadAttachmentRequest, WireUploadedAttachment> {
  return defineOperationSpec<UploadAttachmentRequest, WireUploadedAttachment>({
    name: 'uploadAttachment',
    errors: entriesOf('uploadAttachment'),
    path,
    host: 'api',
    effect: 'write',
    acceptGzip: false,
    // 10 MiB as Base64 over a slow agency line.
    defaultTimeoutMs: 180_000,
    encoding: 'json',
    buildPayload: (request) => ({
      data: {
        ...(request.orderNum ? { orderNum: request.orderNum } : {}),
        fileName: request.fileName,
        fileType: request.contentType,
        fileContent: Buffer.from(request.content.buffer, request.content.byteOffset, request.content.byteLength).toString('base64'),
      },
    }),
    // Diagnostics log the request, never megabytes of Base64: the content is described instead.
    describeForLog: (payload) => {
      const data = (payload as { data: Record<string, unknown> }).data;
      return { data: { ...data, fileContent: `<${String(data.fileContent).length} Base64 characters>` } };
    },
    readData: readWithSchema(wireUploadedAttachment),
  });
}

export const uploadAttachmentOperation = uploadAttachmentOperationAt(DEFAULT_UPLOAD_ATTACHMENT_PATH);
