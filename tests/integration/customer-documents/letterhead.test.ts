/**
 * Settings → Letterhead (issue 25): a logo is what its first bytes say (PNG or JPEG, whatever the
 * page declared), at most 512 KiB, and readable as an image; a refusal names the field and writes
 * nothing. What is saved is read back by a desk started again.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { letterheadSchema, MAX_LOGO_BYTES } from '../../../electron/contract/domains/letterhead';
import { wordAll } from '../../../electron/contract/words';
import { LetterheadFile } from '../../../electron/main/desk/customer-documents/letterhead-file';
import { LetterheadService } from '../../../electron/main/desk/customer-documents/letterhead-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { makePng, SMALL_JPEG } from '../../support/documents';
import { tempDir } from '../../support/temp-dir';
import { ruleInEnglish } from '../../../electron/contract/coded-rule';

let dir: { path: string; remove: () => void };
let path: string;
let service: LetterheadService;
beforeEach(() => {
  dir = tempDir('letterhead');
  path = join(dir.path, 'letterhead.json');
  service = new LetterheadService(new LetterheadFile(path), createMemoryLogger(), () => new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => dir.remove());

const TEXT = { agencyName: 'Skyway Travel 天路旅行', address: '1 Jianguomenwai Ave, Beijing', telephone: '+86 10 6505 1234', email: 'desk@skyway.example', licence: 'L-BJ-2026-001' };
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const save = (logo: unknown) => service.save(letterheadSchema.parse({ ...TEXT, logo }));
const refusal = async (logo: unknown) => {
  const result = await save(logo);
  return result.ok || result.error.kind !== 'validation' ? null : wordAll('en', result.error.issues).map((issue) => ({ field: issue.field, rule: issue.rule, message: issue.message }));
};

describe('the letterhead', () => {
  it('a PNG and a JPEG are taken by their bytes; the saved letterhead is what a restarted desk reads', async () => {
    const png = makePng(120, 40);
    expect(await save(dataUrl('png', png))).toMatchObject({ ok: true, value: { ...TEXT, logo: { type: 'png', bytes: png.length }, savedAt: '2026-11-26T10:00:00.000Z' } });
    // Declared PNG, is a JPEG: it is a JPEG.
    expect(await save(dataUrl('png', SMALL_JPEG))).toMatchObject({ ok: true, value: { logo: { type: 'jpeg', bytes: SMALL_JPEG.length } } });
    const again = new LetterheadService(new LetterheadFile(path), createMemoryLogger());
    expect(again.get()).toMatchObject({ ...TEXT, logo: { type: 'jpeg', bytes: SMALL_JPEG.length, dataUrl: dataUrl('jpeg', SMALL_JPEG) } });
    expect(Buffer.from(again.stored().logo?.bytes ?? []).equals(SMALL_JPEG)).toBe(true);
    // `keep` keeps it; null removes it.
    expect(await save('keep')).toMatchObject({ ok: true, value: { logo: { type: 'jpeg' } } });
    expect(await save(null)).toMatchObject({ ok: true, value: { logo: null } });
  });

  it('refuses what is not a PNG or JPEG, an image too large, and a damaged image, naming the field; nothing is written', async () => {
    const gifAsPng = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await refusal(dataUrl('png', gifAsPng))).toEqual([{ field: 'logo', rule: 'logo-png-or-jpeg', message: expect.stringMatching(/neither a PNG nor a JPEG/) }]);
    // The contract's length cap lets a few bytes over 512 KiB through (Base64 rounds up): main weighs the bytes.
    const justOver = Buffer.concat([makePng(1, 1), Buffer.alloc(MAX_LOGO_BYTES + 1 - makePng(1, 1).length)]);
    expect(await refusal(dataUrl('png', justOver))).toEqual([{ field: 'logo', rule: 'logo-size', message: 'logo is 513 KB; a logo may be at most 512 KB.' }]);
    expect(letterheadSchema.safeParse({ ...TEXT, logo: dataUrl('png', makePng(10, 10, [0, 0, 0], 600 * 1024)) }).error?.issues[0]?.path).toEqual(['logo']);
    // A PNG cut short: pdf-lib's decoder never returns on this one, so the structure is read first (image-structure.ts).
    const cut = makePng(200, 200, [1, 2, 3]).subarray(0, 60);
    expect(await refusal(dataUrl('png', cut))).toEqual([{ field: 'logo', rule: 'logo-readable', message: expect.stringMatching(/cannot be read/) }]);
    expect(await refusal(dataUrl('jpeg', SMALL_JPEG.subarray(0, 300)))).toEqual([{ field: 'logo', rule: 'logo-readable', message: expect.stringMatching(/cannot be read/) }]);
    expect(existsSync(path)).toBe(false);
  });

  it('the contract refuses another image type and a bad telephone or e-mail, naming each field', () => {
    const fields = (input: Record<string, unknown>) => {
      const parsed = letterheadSchema.safeParse({ ...TEXT, logo: null, ...input });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${ruleInEnglish(issue.message)}`);
    };
    expect(fields({ logo: 'data:image/gif;base64,R0lGOD' })).toEqual(['logo: must be a data: URL of a JPEG or PNG']);
    expect(fields({ telephone: '12-34' })).toEqual(['telephone: must be a telephone number: 6 to 20 digits, + allowed first']);
    expect(fields({ email: 'desk at skyway' })).toEqual(['email: must be an e-mail address such as agent@example.com']);
    expect(fields({ agencyName: '   ' })).toEqual(['agencyName: is required']);
    expect(fields({ telephone: '', email: '', address: '', licence: '' })).toEqual([]);
  });
});
