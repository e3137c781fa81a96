import fontkit from '@pdf-lib/fontkit';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PDFDocument } from 'pdf-lib';

/** resources/fonts/README.md says how it is made: WenQuanYi Micro Hei's Latin, GB2312 hanzi and CJK punctuation. */
const FONT_PATH = join('resources', 'fonts', 'document-sans.ttf');

/**
 * The repository's root, where resources/ is. Main runs bundled from out/main (Electron and
 * browser mode alike: two levels up), and from its sources under tests and benches
 * (electron/main/documents: three levels up).
 */
function fontFile(): string {
  for (const root of [join(__dirname, '..', '..'), join(__dirname, '..', '..', '..')]) {
    const candidate = join(root, FONT_PATH);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`The documents' font ${FONT_PATH} is missing next to ${__dirname}`);
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

interface DocumentFont {
  bytes: Uint8Array;
  /** Hands pdf-lib the font parsed once, whatever bytes it is given (only these ever are). */
  fontkit: Fontkit;
}

let loading: Promise<DocumentFont> | null = null;

/** Lines laid out, kept across documents; cleared whole when full (a day's documents repeat most of theirs). */
const LAYOUTS_KEPT = 4000;

/**
 * pdf-lib lays out every string it draws with fontkit (to encode it, and again to measure it),
 * and the same strings recur on every page and document: column headers, passenger types, dates,
 * "not known". The parsed font is shared and its glyph runs are only read (pdf-lib reads each
 * glyph's id and advance), so a run laid out once serves every later document.
 */
function rememberLayouts(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font);
  const kept = new Map<string, ReturnType<ParsedFont['layout']>>();
  font.layout = (text, features) => {
    // Features change the glyphs: only the plain layout pdf-lib asks for (none given) is kept.
    if (features !== undefined) return layout(text, features);
    let run = kept.get(text);
    if (run === undefined) {
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      run = layout(text);
      kept.set(text, run);
    }
    return run;
  };
  return font;
}

/**
 * The font, read and parsed once on the first document (1.3 MB; each PDF embeds only the glyphs
 * it uses). pdf-lib parses a font per document; parsing it once and sharing the parsed font (its
 * glyphs are read-only, each document makes its own subset of it) saves that on every document.
 */
export function documentFont(): Promise<DocumentFont> {
  loading ??= readFile(fontFile()).then((buffer) => {
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    const parsed = rememberLayouts(fontkit.create(bytes));
    return { bytes, fontkit: { create: () => parsed } };
  });
  // A failed read is not remembered: the next document tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
