import { inflateSync } from 'node:zlib';

/**
 * What the desk reads from a PDF without a PDF library: whether it is complete (`%%EOF` near its
 * end: a file cut short while downloading or copying lacks it), whether it has the structure every
 * PDF reader needs (indirect objects and a document catalogue, `/Root`), whether it is encrypted,
 * and its page count, shown beside the file so the agent sees at once that the 3-page certificate
 * is the 3-page certificate.
 *
 * The page count is the `/Count` of the root `/Type /Pages` node (the largest: every other pages
 * node counts a subset). PDF 1.5+ writers often hide that node inside compressed object streams,
 * so those streams are inflated (with a cap, against a zip bomb) and read the same way. When no
 * pages node can be read, the `/Type /Page` objects are counted; when even that finds nothing
 * (an encrypted file) the count is unknown, never guessed.
 *
 * ONE PASS, LINEAR. The file comes from outside and may be crafted to be slow: every byte is
 * looked at a bounded number of times (a token is read once; a stream's data is skipped by its
 * `/Length` or one forward search for `endstream`, and reading continues after it; a string or
 * stream that never ends runs to the end of the file, which ends the reading). Nothing ever scans
 * back. Dictionaries and arrays are tracked with a stack bounded by MAX_NESTING, and the reading
 * stops when it runs past its time budget (checked every few thousand tokens), so even a file
 * that defeats all of that costs a bounded time, never the desk.
 */

export interface PdfFacts {
  pages: number | null;
  complete: boolean;
  encrypted: boolean;
  /** Indirect objects (`N G obj`) seen, object streams' contents included. */
  objects: number;
  /** A document catalogue was named (`/Root` in a trailer or cross-reference stream, or `/Type /Catalog`). */
  catalogue: boolean;
}

/** Why a reading stopped without facts: the file took longer than its budget, or nests deeper than any real PDF. */
export type PdfReading = { ok: true; facts: PdfFacts } | { ok: false; stopped: 'time' | 'nesting' };

/** Object streams are inflated up to this many bytes in total. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Object streams inflated at most: a real 10 MB file has a few hundred (each holds 100–200 objects). */
const MAX_OBJECT_STREAMS = 2000;
/** Real files nest dictionaries and arrays a few levels deep; no reader needs thousands. */
export const MAX_NESTING = 256;
/** How often (in loop turns) the clock is read: cheap enough, and a few milliseconds apart at most. */
const CLOCK_EVERY = 4096;

export interface PdfReadOptions {
  /** `performance.now()` after which the reading stops (no limit when left out). */
  deadline?: number;
}

/** The facts of a PDF, or why reading stopped. */
export function readPdf(bytes: Uint8Array, options: PdfReadOptions = {}): PdfReading {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048));
  const tally: Tally = { maxCount: null, leaves: 0, objects: 0, catalogue: false, encrypted: false, objectStreams: [] };
  const clock = { deadline: options.deadline ?? Infinity, turns: 0 };
  const stopped = readObjects(buffer, tally, clock, true);
  if (stopped) return { ok: false, stopped };
  let budget = MAX_INFLATED_BYTES;
  if (!tally.encrypted) {
    // Each inflate has a fixed cost (more when the data is not Flate at all and it throws): a cap on
    // their number, and the clock read before each, keep thousands of tiny fake streams cheap too.
    for (const stream of tally.objectStreams) {
      if (budget <= 0) break;
      if (performance.now() > clock.deadline) return { ok: false, stopped: 'time' };
      let inflated: Buffer;
      try {
        inflated = inflateSync(stream, { maxOutputLength: budget });
      } catch (error) {
        // Over the cap: no more inflating (each further try would inflate up to the cap again).
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') break;
        // A damaged or truncated stream: the other streams may still tell the count.
        continue;
      }
      budget -= inflated.length;
      const inner = readObjects(inflated, tally, clock, false);
      if (inner) return { ok: false, stopped: inner };
    }
  }
  const pages = tally.maxCount ?? (tally.leaves > 0 ? tally.leaves : null);
  return {
    ok: true,
    facts: { pages, complete: tail.includes('%%EOF', 0, 'latin1'), encrypted: tally.encrypted, objects: tally.objects, catalogue: tally.catalogue },
  };
}

/** The facts, for callers that give no budget (a reading without a deadline stops only on nesting). */
export function readPdfFacts(bytes: Uint8Array): PdfFacts {
  const reading = readPdf(bytes);
  if (reading.ok) return reading.facts;
  return { pages: null, complete: false, encrypted: false, objects: 0, catalogue: false };
}

interface Tally {
  maxCount: number | null;
  leaves: number;
  objects: number;
  catalogue: boolean;
  encrypted: boolean;
  /** The raw data of Flate-encoded object streams, inflated after the pass. */
  objectStreams: Buffer[];
}

interface Dictionary {
  kind: 'dictionary';
  /** The key whose value comes next, when one does. */
  key: string | null;
  type: string | null;
  count: number | null;
  length: number | null;
  flate: boolean;
}

interface List {
  kind: 'array';
  /** The dictionary and key this array is the value of (`/Filter [/FlateDecode]`). */
  owner: Dictionary | null;
  ownerKey: string | null;
}

type Container = Dictionary | List;

// Byte classes of the PDF syntax (ISO 32000 7.2.2): whitespace and delimiters; everything else is "regular".
const WHITE = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITE[byte] = 1;
const DELIMITER = new Uint8Array(256);
for (const char of '()<>[]{}/%') DELIMITER[char.charCodeAt(0)] = 1;

/** The names the reader looks for; any other name reads as OTHER_NAME (no string is made per name: 10 MB of names stay fast). */
const KNOWN_NAMES = ['Type', 'Pages', 'Page', 'Catalog', 'ObjStm', 'Count', 'Length', 'Filter', 'FlateDecode', 'Root', 'Encrypt'].map((text) => ({ text, bytes: Buffer.from(text, 'latin1') }));
const OTHER_NAME = '';
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const STREAM = Buffer.from('stream', 'latin1');
const OBJ = Buffer.from('obj', 'latin1');
const LT = 0x3c;
const GT = 0x3e;

/**
 * One pass over `bytes`, adding what it finds to `tally`. Returns why it stopped early, or null.
 * `streams`: whether stream data may appear (top level of the file; never inside an object stream).
 */
function readObjects(bytes: Buffer, tally: Tally, clock: { deadline: number; turns: number }, streams: boolean): 'time' | 'nesting' | null {
  const end = bytes.length;
  const stack: Container[] = [];
  /** The dictionary that closed just before (a `stream` keyword belongs to it). */
  let closed: Dictionary | null = null;
  let i = 0;
  while (i < end) {
    if (++clock.turns % CLOCK_EVERY === 0 && performance.now() > clock.deadline) return 'time';
    const byte = bytes[i] as number;
    if (WHITE[byte]) {
      i += 1;
      continue;
    }
    const top = stack[stack.length - 1];
    if (byte === 0x25 /* % comment */) {
      i = lineEnd(bytes, i);
      continue;
    }
    if (byte === LT && bytes[i + 1] === LT) {
      if (stack.length >= MAX_NESTING) return 'nesting';
      if (top?.kind === 'dictionary' && top.key === 'Encrypt') tally.encrypted = true;
      takeValue(top);
      stack.push({ kind: 'dictionary', key: null, type: null, count: null, length: null, flate: false });
      closed = null;
      i += 2;
      continue;
    }
    if (byte === GT && bytes[i + 1] === GT) {
      i += 2;
      closed = null;
      if (top?.kind !== 'dictionary') continue;
      stack.pop();
      if (top.type === 'Pages' && top.count !== null) tally.maxCount = Math.max(tally.maxCount ?? 0, top.count);
      if (top.type === 'Page') tally.leaves += 1;
      if (top.type === 'Catalog') tally.catalogue = true;
      closed = top;
      continue;
    }
    if (byte === 0x5b /* [ */) {
      if (stack.length >= MAX_NESTING) return 'nesting';
      const owner = top?.kind === 'dictionary' ? top : null;
      stack.push({ kind: 'array', owner, ownerKey: owner?.key ?? null });
      takeValue(top);
      closed = null;
      i += 1;
      continue;
    }
    if (byte === 0x5d /* ] */) {
      if (top?.kind === 'array') stack.pop();
      closed = null;
      i += 1;
      continue;
    }
    if (byte === 0x28 /* ( string */) {
      takeValue(top);
      closed = null;
      i = stringEnd(bytes, i + 1);
      continue;
    }
    if (byte === LT /* <hex string> */) {
      takeValue(top);
      closed = null;
      const close = bytes.indexOf(GT, i + 1);
      i = close < 0 ? end : close + 1;
      continue;
    }
    if (byte === 0x2f /* /Name */) {
      const start = i + 1;
      i = tokenEnd(bytes, start);
      name(top, knownName(bytes, start, i), tally);
      closed = null;
      continue;
    }
    if (DELIMITER[byte]) {
      // A stray `)`, `>`, `{` or `}`: not valid here, nothing to read from it.
      i += 1;
      closed = null;
      continue;
    }
    const start = i;
    i = tokenEnd(bytes, start);
    const length = i - start;
    if (same(bytes, start, length, STREAM)) {
      const dictionary = closed;
      closed = null;
      if (!streams || !dictionary) continue;
      const data = afterEol(bytes, i);
      const stop = streamEnd(bytes, data, dictionary.length);
      if (dictionary.type === 'ObjStm' && dictionary.flate && tally.objectStreams.length < MAX_OBJECT_STREAMS) tally.objectStreams.push(bytes.subarray(data, stop.dataEnd));
      i = stop.next;
      continue;
    }
    closed = null;
    if (same(bytes, start, length, OBJ)) tally.objects += 1;
    // Otherwise a number or keyword: the value of a key waiting for one (`/Count 3`, `/Length 5 0 R`).
    else if (top?.kind === 'dictionary' && top.key !== null) value(top, bytes, start, i, tally);
  }
  return null;
}

/** A value that is not a name or number (string, array, dictionary) ends the key waiting for it. */
function takeValue(top: Container | undefined): void {
  if (top?.kind === 'dictionary') top.key = null;
}

/** A name: a key, the value of the key before it, or an element of an array. */
function name(top: Container | undefined, text: string, tally: Tally): void {
  if (top?.kind === 'array') {
    if (top.ownerKey === 'Filter' && text === 'FlateDecode' && top.owner) top.owner.flate = true;
    return;
  }
  if (top?.kind !== 'dictionary') return;
  if (top.key === null) {
    top.key = text;
    if (text === 'Root') tally.catalogue = true;
    return;
  }
  if (top.key === 'Type') top.type = text;
  else if (top.key === 'Filter' && text === 'FlateDecode') top.flate = true;
  top.key = null;
}

/** A number or keyword right after a key: its value (`/Count 3`, `/Length 120`, `/Encrypt 5 0 R`). */
function value(dictionary: Dictionary, bytes: Buffer, start: number, end: number, tally: Tally): void {
  const key = dictionary.key;
  dictionary.key = null;
  if (key === 'Encrypt') tally.encrypted = true;
  if (key !== 'Count' && key !== 'Length') return;
  // At most 9 digits: a count or length beyond that is not a real one.
  if (end - start > 9) return;
  let number = 0;
  for (let i = start; i < end; i++) {
    const digit = (bytes[i] as number) - 0x30;
    if (digit < 0 || digit > 9) return;
    number = number * 10 + digit;
  }
  if (key === 'Count') dictionary.count = number;
  else dictionary.length = number;
}

function knownName(bytes: Buffer, start: number, end: number): string {
  for (const known of KNOWN_NAMES) if (same(bytes, start, end - start, known.bytes)) return known.text;
  return OTHER_NAME;
}

/** Whether `bytes[start, start + length)` is `word`. */
function same(bytes: Buffer, start: number, length: number, word: Buffer): boolean {
  if (length !== word.length) return false;
  for (let k = 0; k < length; k++) if (bytes[start + k] !== word[k]) return false;
  return true;
}

/** Where a run of regular characters ends. */
function tokenEnd(bytes: Buffer, from: number): number {
  let i = from;
  while (i < bytes.length && !WHITE[bytes[i] as number] && !DELIMITER[bytes[i] as number]) i += 1;
  return i;
}

function lineEnd(bytes: Buffer, from: number): number {
  let i = from;
  while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
  return i;
}

/** After a literal string's closing parenthesis (balanced, backslash escapes); the end of the file when it never closes. */
function stringEnd(bytes: Buffer, from: number): number {
  let depth = 1;
  let i = from;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (byte === 0x5c) i += 2;
    else {
      if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && --depth === 0) return i + 1;
      i += 1;
    }
  }
  return bytes.length;
}

/** Stream data starts after the end of line that follows `stream` (CR LF or LF; a lone CR as lenient readers allow). */
function afterEol(bytes: Buffer, at: number): number {
  if (bytes[at] === 0x0d && bytes[at + 1] === 0x0a) return at + 2;
  if (bytes[at] === 0x0a || bytes[at] === 0x0d) return at + 1;
  return at;
}

/**
 * Where a stream's data ends and reading goes on: at `/Length` when `endstream` follows there,
 * otherwise at the next `endstream` (one forward search); the end of the file when there is none.
 */
function streamEnd(bytes: Buffer, data: number, length: number | null): { dataEnd: number; next: number } {
  if (length !== null && data + length <= bytes.length) {
    let at = data + length;
    while (at < bytes.length && at < data + length + 4 && WHITE[bytes[at] as number]) at += 1;
    if (bytes.subarray(at, at + ENDSTREAM.length).equals(ENDSTREAM)) return { dataEnd: data + length, next: at + ENDSTREAM.length };
  }
  const found = bytes.indexOf(ENDSTREAM, data);
  if (found < 0) return { dataEnd: bytes.length, next: bytes.length };
  let dataEnd = found;
  if (bytes[dataEnd - 1] === 0x0a) dataEnd -= 1;
  if (bytes[dataEnd - 1] === 0x0d) dataEnd -= 1;
  return { dataEnd: Math.max(data, dataEnd), next: found + ENDSTREAM.length };
}
