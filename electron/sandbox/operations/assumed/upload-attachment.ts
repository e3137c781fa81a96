/**
 * UploadAttachmentFile (`POST /json/uploadAttachmentFile`): ASSUMED, NOT IN THE SPECIFICATION. The
 * operation is only named (with the refund operations); its path, form, fields and answer are
 * public nowhere, so this is the shape the desk assumes (docs/refunds.md, docs/sandbox.md):
 *
 *   data{ orderNum?, fileName, fileType: application/pdf | image/jpeg | image/png,
 *         fileContent: <standard Base64 of the bytes> }
 *   → data{ fileId, fileName, fileSize }
 *
 * Checks, in this order: fields (P002 missing; P001 `fileName` empty or over 200 characters,
 * `fileType` not one of the three, `fileContent` not Base64, empty or over 10 MiB — the size is
 * also said in an X-Sandbox-Notice), then the bytes against the declared type
 * (`P001 fileType is illegal.`, with a notice saying what the bytes are). The file is kept
 * (attachments/attachment-files.ts) and its record added to the order book; the id answers
 * RefundRequest's `uploadFilesIds`.
 */
import { createHash } from 'node:crypto';
import { type AttachmentRecord } from '../../attachments/attachment-record';
import { success } from '../../protocol/envelope';
import { FieldProblem, optionalString, requireObject, requireOrderNumber, requireString } from '../../protocol/field-reader';
import { SANDBOX_NOTICE_HEADER, type OperationHandler, type OperationResult } from '../operation-context';

/** One file at most 10 MiB, as the desk's own limit. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The upload's body: 10 MiB as Base64 plus the JSON around it. */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;

const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export class NoticedProblem extends FieldProblem {
  constructor(
    field: string,
    readonly notice: string,
  ) {
    super('illegal', field);
  }
}

export const uploadAttachment: OperationHandler = ({ body, partnerId }, context): OperationResult => {
  const data = requireObject(body, 'data');
  const fileName = requireString(data, 'fileName').trim();
  if (fileName === '' || fileName.length > 200) throw new FieldProblem('illegal', 'fileName');
  const fileType = requireString(data, 'fileType').trim().toLowerCase();
  if (!(ACCEPTED_TYPES as readonly string[]).includes(fileType)) throw new NoticedProblem('fileType', `fileType must be one of ${ACCEPTED_TYPES.join(', ')}`);
  const content = requireString(data, 'fileContent').replaceAll(/\s/g, '');
  if (!BASE64.test(content) || content.length % 4 !== 0) throw new NoticedProblem('fileContent', 'fileContent must be standard Base64');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw new NoticedProblem('fileContent', 'the file is empty');
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new NoticedProblem('fileContent', `the file is ${bytes.length} bytes, over the sandbox's limit of ${MAX_ATTACHMENT_BYTES} bytes (10 MiB)`);
  const actual = typeOfBytes(bytes);
  if (actual !== fileType) throw new NoticedProblem('fileType', `the bytes are ${actual ?? 'none of PDF, JPEG, PNG'}, the request says ${fileType}`);
  const orderNum = optionalString(data, 'orderNum') === undefined ? null : requireOrderNumber(data, 'orderNum');

  const state = context.book.state;
  const sequence = (state.nextAttachmentSequence ?? 1);
  state.nextAttachmentSequence = sequence + 1;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const record: AttachmentRecord = {
    fileId: attachmentId(context.seed, partnerId, sequence, sha256),
    partnerId,
    orderNum,
    fileName,
    contentType: fileType,
    size: bytes.length,
    sha256,
    uploadedAt: context.clock.now(),
  };
  context.attachments.write(sha256, bytes);
  state.attachments = [...(state.attachments ?? []), record];
  context.changed();
  return { envelope: success({ fileId: record.fileId, fileName: record.fileName, fileSize: record.size }) };
};

/** The answer of a NoticedProblem carries its reason in the notice header (the wire has no room). */
export function noticeOf(error: unknown): Record<string, string> | undefined {
  return error instanceof NoticedProblem ? { [SANDBOX_NOTICE_HEADER]: error.notice } : undefined;
}

/**
 * 16 bytes whose first two make the Base64 start with `+/` and whose length makes it end with
 * `==`: every id exercises the form encoding (`%2B`, `%2F`, `%3D`) that RefundRequest needs.
 */
function attachmentId(seed: number, partnerId: string, sequence: number, sha256: string): string {
  const digest = createHash('sha256').update(`${seed}|${partnerId}|${sequence}|${sha256}`).digest();
  return Buffer.concat([Buffer.from([0xfb, 0xff]), digest.subarray(0, 14)]).toString('base64');
}

function typeOfBytes(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return 'application/pdf';
  return null;
}
