/**
 * The assumed attachment upload (not in the specification): what it sends, what it reads, and
 * that diagnostics never log the file's Base64.
 */
import { wordAll } from '../../../electron/contract/words';
import { describe, expect, it } from 'vitest';
import { ASSUMED_OPERATIONS } from '../../../electron/main/wholesale/errors/operations';
import { describeApiError } from '../../../electron/main/wholesale/errors/describe-api-error';
import { DEFAULT_UPLOAD_ATTACHMENT_PATH, uploadAttachmentOperation, uploadAttachmentOperationAt } from '../../../electron/main/wholesale/operations/assumed';
import { outcomeUnknown } from '../../../electron/main/wholesale/outcome-unknown';
import { makePdf } from '../../support/documents';

const pdf = makePdf(2);

describe('UploadAttachmentFile (assumed, not in the specification)', () => {
  it('is an assumed write on the API host at the profile\'s path, never retried by itself', () => {
    expect(ASSUMED_OPERATIONS).toContain('uploadAttachment');
    expect(uploadAttachmentOperation).toMatchObject({ name: 'uploadAttachment', path: DEFAULT_UPLOAD_ATTACHMENT_PATH, host: 'api', effect: 'write', encoding: 'json' });
    expect(uploadAttachmentOperationAt('/json/v2/uploadAttachmentFile').path).toBe('/json/v2/uploadAttachmentFile');
  });

  it('sends data{orderNum, fileName, fileType, fileContent as standard Base64}', () => {
    const payload = uploadAttachmentOperation.buildPayload({ orderNum: '917083410145514001', fileName: 'certificate.pdf', contentType: 'application/pdf', content: pdf });
    expect(payload).toEqual({ data: { orderNum: '917083410145514001', fileName: 'certificate.pdf', fileType: 'application/pdf', fileContent: pdf.toString('base64') } });
    const withoutOrder = uploadAttachmentOperation.buildPayload({ fileName: 'c.pdf', contentType: 'application/pdf', content: pdf }) as { data: object };
    expect(withoutOrder.data).not.toHaveProperty('orderNum');
  });

  it('describes the content for the diagnostics log instead of logging it', () => {
    const payload = uploadAttachmentOperation.buildPayload({ fileName: 'c.pdf', contentType: 'application/pdf', content: pdf });
    const logged = JSON.stringify(uploadAttachmentOperation.describeForLog?.(payload));
    expect(logged).not.toContain(pdf.toString('base64').slice(0, 40));
    expect(logged).toContain(`<${pdf.toString('base64').length} Base64 characters>`);
  });

  it('reads the file id strictly (present, no spaces) and the rest tolerantly', () => {
    const read = (data: unknown) => uploadAttachmentOperation.readData?.(data, { fileName: 'c.pdf', contentType: 'application/pdf', content: pdf });
    expect(read({ fileId: '+/v7AbC==', fileName: 'c.pdf', fileSize: 1234, extra: true })).toEqual({ ok: true, value: { fileId: '+/v7AbC==', fileName: 'c.pdf', fileSize: 1234 } });
    expect(read({ fileId: '' })).toMatchObject({ ok: false, field: 'fileId' });
    expect(read({ fileId: 'a b' })).toMatchObject({ ok: false, field: 'fileId' });
    expect(read({ id: 'x' })).toMatchObject({ ok: false, field: 'fileId' });
  });

  it('explains its codes and an unknown outcome in words that say uploading again is harmless', () => {
    const refused = wordAll('en', describeApiError('uploadAttachment', 'P001', 'fileType is illegal.'));
    expect(refused).toMatchObject({ kind: 'api', code: 'P001' });
    expect(refused.explanation).toMatch(/fileType|file type/);
    expect(refused.nextStep).toMatch(/correct them and try again/);
    expect(wordAll('en', outcomeUnknown('uploadAttachment', 'No answer within 180 s.')).howToVerify).toMatch(/Upload the file again/);
  });
});
