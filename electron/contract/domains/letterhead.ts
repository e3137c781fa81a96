import { z } from 'zod';
import { codedRule } from '../coded-rule';

/**
 * The agency's letterhead (Settings → Letterhead): what heads every document the customer gets
 * (issue 25). Kept by main in `letterhead.json` beside the other settings; the logo is a PNG or
 * JPEG the page sends as a data: URL, checked by main for its magic bytes and size.
 */

/** A logo heads an A4 page: half a megabyte is ample, and keeps a save under the browser host's 1 MiB. */
export const MAX_LOGO_BYTES = 512 * 1024;
/** Base64 of MAX_LOGO_BYTES plus the data: prefix. */
const MAX_LOGO_CHARS = Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 32;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+?\d{6,20}$/;

const line = (max: number) => z.string().trim().max(max, codedRule('rules.atMostCharacters', { max }));

export const letterheadSchema = z.strictObject({
  agencyName: line(120).min(1, codedRule('rules.required')),
  address: line(300),
  /** Kept as typed (spaces and dashes are how agencies write it); its digits are checked. */
  telephone: line(40).refine((value) => value === '' || TELEPHONE.test(value.replace(/[\s-]/g, '')), codedRule('rules.telephoneDigits')),
  email: line(100).refine((value) => value === '' || EMAIL.test(value), codedRule('rules.emailSuchAs', { example: 'agent@example.com' })),
  licence: line(60),
  /** `keep`: the logo saved before; null: none; a data: URL: a new one. */
  logo: z.union([
    z.literal('keep'),
    z.null(),
    z
      .string()
      .max(MAX_LOGO_CHARS, codedRule('rules.atMostCharacters', { max: MAX_LOGO_CHARS }))
      .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/, codedRule('rules.imageDataUrl')),
  ]),
});

interface LetterheadLogo {
  type: 'png' | 'jpeg';
  bytes: number;
  /** For the Settings preview (the page's CSP allows data: images). */
  dataUrl: string;
}

export interface LetterheadSettings {
  agencyName: string;
  address: string;
  telephone: string;
  email: string;
  licence: string;
  logo: LetterheadLogo | null;
  /** When it was last saved; null: never (documents then head with the agency's name only, if any). */
  savedAt: string | null;
}
