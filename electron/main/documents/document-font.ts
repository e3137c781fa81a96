import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

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

let loading: Promise<Uint8Array> | null = null;

/** The font's bytes, read once on the first document (1.3 MB; each PDF embeds only the glyphs it uses). */
export function documentFontBytes(): Promise<Uint8Array> {
  loading ??= readFile(fontFile()).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  // A failed read is not remembered: the next document tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
