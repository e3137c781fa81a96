/**
 * The name a supporting document is stored under and sent to the service with: ONE function for
 * both (main applies it when the file is attached and again when it is uploaded; the refund
 * screen applies it to what it shows), so the name the agent reviews is the name that leaves.
 *
 * The name comes from the agent's computer, or from whoever sent the agent the file, and ends up
 * in the service's records and very likely in someone's web portal. So only the base name is
 * kept (`../../x/PWNED.pdf` → `PWNED.pdf`), without anything that can hide or disguise what it
 * says (control characters, format characters such as the right-to-left override U+202E that
 * makes `gpj.exe` read as `exe.jpg`, line breaks), without characters that mean something to HTML
 * (`<img onerror=…>`), to a file system or to a URL (`%2F` is a `/` to a server that decodes it),
 * at most MAX_FILE_NAME_CHARACTERS long with its extension kept, and never empty. Applying it
 * twice gives the same name.
 */

export const MAX_FILE_NAME_CHARACTERS = 100;
/** The name of a file whose own name has nothing left (`../`, only control characters, …). */
export const FALLBACK_FILE_NAME = 'document';

// Path separators, including the look-alikes a portal would show as one: fullwidth solidus and
// reverse solidus, division slash, fraction slash, big solidus and reverse solidus.
const SEPARATORS = /[/\\\uff0f\uff3c\u2215\u2044\u29f8\u29f9]/u;
// Cc (controls: NUL, newline, ESC…), Cf (format: bidi embeddings/overrides/isolates U+202A–202E,
// U+2066–2069, marks U+200E/F, zero-width U+200B–200D, BOM…), Cs (lone surrogates), Co (private
// use), and the line/paragraph separators Zl/Zp: none of them is visible text.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu;
// HTML-significant (< > & " ' `), reserved on Windows (: * ? |), and % (URL decoding): each becomes "_".
const UNSAFE = /[<>&"'`:*?|%]/gu;
// A Windows device name is not a file name on Windows, whatever its extension.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/iu;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

export function sendableFileName(name: string): string {
  const base = name.normalize('NFC').split(SEPARATORS).pop() ?? '';
  // Line breaks and tabs separate words: they become spaces; every other invisible character goes.
  const visible = base.replace(/[\t\n\v\f\r\u2028\u2029]/gu, ' ').replace(INVISIBLE, '').replace(UNSAFE, '_').replace(/\s+/gu, ' ');
  const extension = EXTENSION.exec(visible)?.[0] ?? '';
  let stem = trimEnds(visible.slice(0, visible.length - extension.length));
  if (stem === '') stem = FALLBACK_FILE_NAME;
  if (WINDOWS_DEVICE.test(stem)) stem = `_${stem}`;
  // Counted in code points, never cutting a character in half.
  const room = MAX_FILE_NAME_CHARACTERS - [...extension].length;
  stem = trimEnds([...stem].slice(0, room).join('')) || FALLBACK_FILE_NAME;
  return `${stem}${extension}`;
}

/** No leading or trailing dots and spaces: no hidden `.name`, no `..`, nothing Windows would drop silently. */
function trimEnds(text: string): string {
  return text.replace(/^[\s.]+|[\s.]+$/gu, '');
}
