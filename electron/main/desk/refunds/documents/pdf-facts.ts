import { inflateSync } from 'node:zlib';
import { indexOfAscii } from './document-type';

/**
 * What the desk reads from a PDF without a PDF library: whether it is complete (`%%EOF` near its
 * end: a file cut short while downloading or copying lacks it), whether it is encrypted, and its
 * page count, shown beside the file so the agent sees at once that the 3-page certificate is the
 * 3-page certificate.
 *
 * The page count is the `/Count` of the root `/Type /Pages` node (the largest: every other pages
 * node counts a subset). PDF 1.5+ writers often hide that node inside compressed object streams,
 * so those streams are inflated (with a cap, against a zip bomb) and read the same way. When no
 * pages node can be read, the `/Type /Page` objects are counted; when even that finds nothing
 * (an encrypted file) the count is unknown, never guessed.
 */

export interface PdfFacts {
  pages: number | null;
  complete: boolean;
  encrypted: boolean;
}

/** Object streams are inflated up to this many bytes in total. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export function readPdfFacts(bytes: Uint8Array): PdfFacts {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048));
  const complete = indexOfAscii(tail, '%%EOF') >= 0;
  const plain = buffer.toString('latin1');
  const encrypted = /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(plain);
  const texts = [plain, ...(encrypted ? [] : inflatedObjectStreams(buffer, plain))];
  const counts = texts.flatMap(pagesNodeCounts);
  if (counts.length > 0) return { pages: Math.max(...counts), complete, encrypted };
  const leaves = texts.reduce((sum, text) => sum + (text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0), 0);
  return { pages: leaves > 0 ? leaves : null, complete, encrypted };
}

/** The `/Count` of every dictionary that says `/Type /Pages`. */
function pagesNodeCounts(text: string): number[] {
  const counts: number[] = [];
  for (const match of text.matchAll(/\/Type\s*\/Pages(?![A-Za-z])/g)) {
    const dictionary = enclosingDictionary(text, match.index);
    const count = dictionary ? /\/Count\s+(\d{1,6})(?!\d)/.exec(dictionary) : null;
    if (count?.[1]) counts.push(Number(count[1]));
  }
  return counts;
}

/** The `<< … >>` around a position, nested dictionaries included. */
function enclosingDictionary(text: string, at: number): string | null {
  let depth = 0;
  let start = -1;
  for (let i = at; i > 0; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth += 1;
      i -= 1;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      if (depth === 0) {
        start = i - 1;
        break;
      }
      depth -= 1;
      i -= 1;
    }
  }
  if (start < 0) return null;
  depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth += 1;
      i += 1;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth -= 1;
      i += 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** The `<< … >>` that ends just before a position (a stream's dictionary, before `stream`). */
function dictionaryBefore(text: string, at: number): string | null {
  const end = text.lastIndexOf('>>', at);
  if (end < 0 || text.slice(end + 2, at).trim() !== '') return null;
  let depth = 1;
  for (let i = end - 1; i > 0; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth += 1;
      i -= 1;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      depth -= 1;
      i -= 1;
      if (depth === 0) return text.slice(i, end + 2);
    }
  }
  return null;
}

/** The decompressed text of every Flate-encoded object stream (`/Type /ObjStm`). */
function inflatedObjectStreams(buffer: Buffer, plain: string): string[] {
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  for (const match of plain.matchAll(/stream\r?\n/g)) {
    const dictionary = dictionaryBefore(plain, match.index);
    if (!dictionary || !/\/Type\s*\/ObjStm/.test(dictionary) || !/\/FlateDecode/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const end = plain.indexOf('endstream', start);
    if (end < 0 || budget <= 0) continue;
    try {
      const inflated = inflateSync(buffer.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      texts.push(inflated.toString('latin1'));
    } catch {
      // A damaged or truncated stream: the other streams may still tell the count.
    }
  }
  return texts;
}
