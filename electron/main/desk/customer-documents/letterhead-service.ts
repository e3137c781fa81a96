import type { LetterheadSettings, letterheadSchema } from '../../../contract/domains/letterhead';
import { ok, validationFailure, type SentResult } from '../../../contract/result';
import type { z } from 'zod';
import type { Logger } from '../../logging/logger';
import { letterheadView, type LetterheadFile, type StoredLetterhead } from './letterhead-file';
import { checkLogo } from './logo-check';

type LetterheadInput = z.output<typeof letterheadSchema>;

/** Settings → Letterhead: read and saved in main; a new logo is checked before anything is written. */
export class LetterheadService {
  constructor(
    private readonly file: LetterheadFile,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get(): LetterheadSettings {
    return letterheadView(this.file.get());
  }

  /** What documents are headed with. */
  stored(): StoredLetterhead {
    return this.file.get();
  }

  async save(input: LetterheadInput): Promise<SentResult<LetterheadSettings>> {
    let logo = this.file.get().logo;
    if (input.logo === null) logo = null;
    else if (input.logo !== 'keep') {
      const bytes = new Uint8Array(Buffer.from(input.logo.slice(input.logo.indexOf(',') + 1), 'base64'));
      const checked = await checkLogo(bytes);
      if (!checked.ok) return validationFailure([checked.issue]);
      logo = { type: checked.type, bytes };
    }
    const saved = this.file.save({ agencyName: input.agencyName, address: input.address, telephone: input.telephone, email: input.email, licence: input.licence, logo }, this.now());
    this.logger.info('letterhead.saved', { logoBytes: logo?.bytes.length ?? 0 });
    return ok(letterheadView(saved));
  }
}
