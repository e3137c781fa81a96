/**
 * UploadAttachmentFile, served by the sandbox in the shape the desk assumes (not in the
 * specification): file ids that look like Base64, the files kept (in memory or beside the state
 * file), authentication first, every refusal with its field, faults like every operation, and the
 * ids carried by a refund.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, startSandbox, type RunningSandbox, type SandboxAirOrderEntry, type SandboxFilesView } from '../../../electron/sandbox';
import { makePdf, makePng, SMALL_JPEG } from '../../support/documents';
import { tempDir } from '../../support/temp-dir';
import { airOrder } from './support/order-book';
import { refundRequestFor } from './support/itineraries';
import { SandboxClient } from './support/sandbox-client';

let sandbox: RunningSandbox;
let client: SandboxClient;
const directory = tempDir('sandbox-files');

beforeAll(async () => {
  sandbox = await startSandbox({ stateFile: join(directory.path, 'sandbox-state.json') });
  client = new SandboxClient(sandbox);
});
beforeEach(() => sandbox.reset());
afterAll(async () => {
  await sandbox.close();
  directory.remove();
});

function upload(fileName: string, fileType: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  return client.call('uploadAttachment', { data: { fileName, fileType, fileContent: bytes.toString('base64'), ...extra } });
}

async function files(): Promise<SandboxFilesView['files']> {
  return (await client.control<SandboxFilesView>('GET', '/sandbox/files')).body.files;
}

describe('an upload that succeeds', () => {
  it('answers a file id that looks like Base64 (+/ … ==), keeps the bytes and lists the file', async () => {
    const pdf = makePdf(3);
    const envelope = await upload('certificate.pdf', 'application/pdf', pdf, { orderNum: '917083410145514001' });
    expect(envelope).toMatchObject({ errorCode: '0', errorMsg: 'ok', data: { fileName: 'certificate.pdf', fileSize: pdf.length } });
    const fileId: string = envelope.data.fileId;
    expect(fileId).toMatch(/^\+\/[A-Za-z0-9+/]{20}==$/);
    const [listed] = await files();
    expect(listed).toMatchObject({ fileId, fileName: 'certificate.pdf', contentType: 'application/pdf', size: pdf.length, orderNum: '917083410145514001', usedByRefundOrders: [] });
    const kept = readdirSync(join(directory.path, 'sandbox-files'));
    expect(kept).toEqual([listed?.sha256]);
    expect(readFileSync(join(directory.path, 'sandbox-files', kept[0] ?? '')).equals(pdf)).toBe(true);
  });

  it('takes JPEG and PNG, gives each upload its own id (even of the same bytes), and reset forgets them', async () => {
    const first = await upload('photo.jpg', 'image/jpeg', SMALL_JPEG);
    const again = await upload('photo.jpg', 'image/jpeg', SMALL_JPEG);
    const png = await upload('scan.png', 'image/png', makePng(10, 10));
    expect([first.errorCode, again.errorCode, png.errorCode]).toEqual(['0', '0', '0']);
    expect(new Set([first.data.fileId, again.data.fileId, png.data.fileId]).size).toBe(3);
    expect(await files()).toHaveLength(3);
    await sandbox.reset();
    expect(await files()).toEqual([]);
    expect(existsSync(join(directory.path, 'sandbox-files'))).toBe(false);
  });

  it('takes a 10 MiB file (the body limit of this operation is larger than the others\' 1 MiB)', async () => {
    const big = makePng(8, 8, [1, 2, 3], MAX_ATTACHMENT_BYTES - 200);
    expect(big.length).toBeLessThanOrEqual(MAX_ATTACHMENT_BYTES);
    const envelope = await upload('big.png', 'image/png', big);
    expect(envelope.errorCode).toBe('0');
  });
});

describe('refusals', () => {
  it('authentication first: a wrong sign is B003 even when everything else is wrong too', async () => {
    const envelope = JSON.parse((await client.raw('uploadAttachment', JSON.stringify({ authentication: { partnerId: sandbox.partnerId, sign: 'x' }, data: {} }))).text);
    expect(envelope).toEqual({ errorCode: 'B003', errorMsg: 'Illegal sign.' });
  });

  it('names the field: missing name, unknown type, not Base64, empty, too big, bytes of another type', async () => {
    expect(await client.call('uploadAttachment', { data: { fileType: 'application/pdf', fileContent: 'AAAA' } })).toEqual({ errorCode: 'P002', errorMsg: 'fileName is missing.' });
    const gif = await client.raw('uploadAttachment', JSON.stringify({ authentication: client.authentication, data: { fileName: 'a.gif', fileType: 'image/gif', fileContent: 'R0lGODlh' } }));
    expect(JSON.parse(gif.text)).toEqual({ errorCode: 'P001', errorMsg: 'fileType is illegal.' });
    expect(gif.headers['x-sandbox-notice']).toMatch(/application\/pdf, image\/jpeg, image\/png/);
    // An empty string is "missing", as for every required field of the sandbox.
    expect(await upload('a.pdf', 'application/pdf', Buffer.alloc(0))).toEqual({ errorCode: 'P002', errorMsg: 'fileContent is missing.' });
    expect(await client.call('uploadAttachment', { data: { fileName: 'a.pdf', fileType: 'application/pdf', fileContent: 'not base64!' } })).toEqual({ errorCode: 'P001', errorMsg: 'fileContent is illegal.' });
    const tooBig = await client.raw('uploadAttachment', JSON.stringify({ authentication: client.authentication, data: { fileName: 'huge.png', fileType: 'image/png', fileContent: makePng(4, 4, [0, 0, 0], MAX_ATTACHMENT_BYTES).toString('base64') } }));
    expect(JSON.parse(tooBig.text)).toEqual({ errorCode: 'P001', errorMsg: 'fileContent is illegal.' });
    expect(tooBig.headers['x-sandbox-notice']).toMatch(/over the sandbox's limit of 10485760 bytes/);
    const disguised = await client.raw('uploadAttachment', JSON.stringify({ authentication: client.authentication, data: { fileName: 'letter.pdf', fileType: 'application/pdf', fileContent: Buffer.from('Dear Sir').toString('base64') } }));
    expect(JSON.parse(disguised.text)).toEqual({ errorCode: 'P001', errorMsg: 'fileType is illegal.' });
    expect(disguised.headers['x-sandbox-notice']).toBe('the bytes are none of PDF, JPEG, PNG, the request says application/pdf');
    expect(await files()).toEqual([]);
  });
});

describe('like every operation', () => {
  it('takes faults by its name or the alias "upload": a hang never answers and stores nothing', async () => {
    await client.control('POST', '/sandbox/faults', { faults: ['upload:hang:times=1'] });
    await expect(client.raw('uploadAttachment', JSON.stringify({ authentication: client.authentication, data: { fileName: 'a.pdf', fileType: 'application/pdf', fileContent: makePdf(1).toString('base64') } }), { timeoutMs: 300 })).rejects.toThrow(/client timeout/);
    expect(await files()).toEqual([]);
    expect((await upload('a.pdf', 'application/pdf', makePdf(1))).errorCode).toBe('0');
  });

  it('is listed among the assumed operations at its path', async () => {
    const info = (await client.control<{ operations: Record<string, string>; assumedOperations: string[]; controlRoutes: string[] }>('GET', '/sandbox')).body;
    expect(info.operations.uploadAttachment).toBe('/json/uploadAttachmentFile');
    expect(info.assumedOperations).toContain('uploadAttachment');
    expect(info.controlRoutes).toContain('GET /sandbox/files');
  });
});

describe('the ids go with a refund', () => {
  it('a refund carrying two uploaded ids records them; the listing says which refund used each', async () => {
    const roundTrip: SandboxAirOrderEntry = await airOrder(client, /Issued round trip/);
    const a = (await upload('certificate.pdf', 'application/pdf', makePdf(2))).data.fileId as string;
    const b = (await upload('photo.jpg', 'image/jpeg', SMALL_JPEG)).data.fileId as string;
    const refund = await client.refund({ ...refundRequestFor(roundTrip, { allPaxOfOrder: 1, extra: { refundType: 1, refundReason: 1 } }), uploadFilesIds: [a, b] });
    expect(refund.errorCode).toBe('0');
    expect(refund.warningMsg).toBeUndefined();
    const listed = await files();
    expect(listed.map((file) => file.usedByRefundOrders)).toEqual([[refund.data.orderNum], [refund.data.orderNum]]);
  });
});
