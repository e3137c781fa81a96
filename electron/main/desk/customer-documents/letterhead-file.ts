import { z } from 'zod';
import type { LetterheadSettings } from '../../../contract/domains/letterhead';
import { fromSchema, readJsonState, writeJsonFile, type DamagedStateFile } from '../../storage/json-file';

/**
 * `letterhead.json` in the data folder: the agency's letterhead for customer documents, its logo
 * (PNG or JPEG, already checked) as Base64 inside, so a save is one atomic write. A damaged file is
 * kept aside like every state file; documents are then headed with nothing until it is saved again.
 */
const fileSchema = z.object({
  version: z.literal(1),
  agencyName: z.string(),
  address: z.string(),
  telephone: z.string(),
  email: z.string(),
  licence: z.string(),
  logo: z.object({ type: z.enum(['png', 'jpeg']), base64: z.string() }).nullable(),
  savedAt: z.string(),
});

export interface StoredLetterhead {
  agencyName: string;
  address: string;
  telephone: string;
  email: string;
  licence: string;
  logo: { type: 'png' | 'jpeg'; bytes: Uint8Array } | null;
  savedAt: string | null;
}

const EMPTY: StoredLetterhead = { agencyName: '', address: '', telephone: '', email: '', licence: '', logo: null, savedAt: null };

export class LetterheadFile {
  private current: StoredLetterhead;
  readonly damage: DamagedStateFile | null;

  constructor(private readonly file: string) {
    const read = readJsonState<StoredLetterhead>(file, (json) => {
      const meaning = fromSchema(fileSchema)(json);
      if ('unusable' in meaning) return meaning;
      const { logo, version: _version, ...rest } = meaning.value;
      return { value: { ...rest, logo: logo ? { type: logo.type, bytes: new Uint8Array(Buffer.from(logo.base64, 'base64')) } : null }, lost: null };
    }, EMPTY);
    this.damage = read.damage;
    this.current = read.value;
  }

  get(): StoredLetterhead {
    return this.current;
  }

  save(next: Omit<StoredLetterhead, 'savedAt'>, at: Date): StoredLetterhead {
    const saved = { ...next, savedAt: at.toISOString() };
    writeJsonFile(this.file, { version: 1, ...saved, logo: saved.logo ? { type: saved.logo.type, base64: Buffer.from(saved.logo.bytes).toString('base64') } : null });
    this.current = saved;
    return saved;
  }
}

/** The letterhead as the page sees it (the logo as a data: URL for its preview). */
export function letterheadView(stored: StoredLetterhead): LetterheadSettings {
  const { logo, ...rest } = stored;
  return {
    ...rest,
    logo: logo ? { type: logo.type, bytes: logo.bytes.length, dataUrl: `data:image/${logo.type};base64,${Buffer.from(logo.bytes).toString('base64')}` } : null,
  };
}
