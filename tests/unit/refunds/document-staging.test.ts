/**
 * Main holds a document's bytes as the page sends them: in order, once, the type checked on the
 * first chunk, the whole checked at the end, private on disk.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wordAll } from '../../../electron/contract/words';
import { DocumentStaging } from '../../../electron/main/desk/refunds/documents/document-staging';
import { makePdf } from '../../support/documents';
import { tempDir } from '../../support/temp-dir';

let dir: ReturnType<typeof tempDir>;
let staging: DocumentStaging;
beforeEach(() => {
  dir = tempDir('staging');
  staging = new DocumentStaging(dir.path);
});
afterEach(() => dir.remove());

const pdf = makePdf(4);
const half = Math.ceil(pdf.length / 2);

describe('receiving a document in chunks', () => {
  it('appends in order and checks the whole file at the end: type, pages, hash, size', async () => {
    staging.begin(7, 'doc-1');
    expect(staging.append(7, 'doc-1', 'c.pdf', 0, pdf.subarray(0, half), pdf.length)).toEqual({ ok: true, received: half });
    expect(staging.append(7, 'doc-1', 'c.pdf', half, pdf.subarray(half), pdf.length)).toEqual({ ok: true, received: pdf.length });
    const done = await staging.finish(7, 'doc-1', 'c.pdf', pdf.length);
    expect(done).toMatchObject({ ok: true, type: 'application/pdf', pages: 4, size: pdf.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(staging.read(7, 'doc-1')?.equals(pdf)).toBe(true);
    expect(statSync(join(dir.path, '7', 'doc-1')).mode & 0o777).toBe(0o600);
  });

  it('a chunk sent again (its answer was lost) is accepted once, never written twice', () => {
    staging.begin(7, 'doc-1');
    staging.append(7, 'doc-1', 'c.pdf', 0, pdf.subarray(0, half), pdf.length);
    expect(staging.append(7, 'doc-1', 'c.pdf', 0, pdf.subarray(0, half), pdf.length)).toEqual({ ok: true, received: half });
    expect(staging.received(7, 'doc-1')).toBe(half);
  });

  it('refuses a gap, growth past the declared size, and a first chunk that is not PDF/JPEG/PNG', () => {
    staging.begin(7, 'doc-1');
    expect(wordAll('en', staging.append(7, 'doc-1', 'c.pdf', 10, pdf.subarray(10, 20), pdf.length))).toMatchObject({ ok: false, problem: expect.stringMatching(/expected byte 0, got 10/) });
    expect(wordAll('en', staging.append(7, 'doc-1', 'c.pdf', 0, pdf, 100))).toMatchObject({ ok: false, problem: expect.stringMatching(/larger than the 100 bytes announced/) });
    expect(wordAll('en', staging.append(7, 'doc-1', 'notes.pdf', 0, Buffer.from('just text'), 100))).toMatchObject({ ok: false, problem: expect.stringMatching(/notes\.pdf is not a PDF, JPEG or PNG file: it looks like plain text/) });
    expect(staging.received(7, 'doc-1')).toBe(0);
  });

  it('refuses to finish a file that arrived incomplete or is damaged', async () => {
    staging.begin(7, 'doc-1');
    staging.append(7, 'doc-1', 'c.pdf', 0, pdf.subarray(0, half), pdf.length);
    expect(wordAll('en', await staging.finish(7, 'doc-1', 'c.pdf', pdf.length))).toMatchObject({ ok: false, problem: expect.stringMatching(/arrived incomplete/) });
    const cut = makePdf(2, { truncated: true });
    staging.begin(7, 'doc-2');
    staging.append(7, 'doc-2', 'cut.pdf', 0, cut, cut.length);
    expect(wordAll('en', await staging.finish(7, 'doc-2', 'cut.pdf', cut.length))).toMatchObject({ ok: false, problem: expect.stringMatching(/cut\.pdf is incomplete/) });
  });

  it('removes one document or a whole draft\'s; keys cannot climb out of the folder', () => {
    staging.begin(7, 'doc-1');
    staging.begin(7, 'doc-2');
    staging.remove(7, 'doc-1');
    expect(staging.read(7, 'doc-1')).toBeNull();
    staging.removeDraft(7);
    expect(staging.read(7, 'doc-2')).toBeNull();
    expect(() => staging.begin(7, '../escape')).toThrow(RangeError);
    expect(() => staging.begin(0, 'doc')).toThrow(RangeError);
  });
});
