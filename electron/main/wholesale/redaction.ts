import { maskPartnerId } from '../credentials/profile';
import { excerptOf } from './envelope';
import { decodeEscapes } from './escape-decoding';

/**
 * Secrets must never reach a log, an error or the renderer. The request is built without
 * `authentication`, logged, and only then signed (client.ts); this is the second line of defence
 * for text that came from elsewhere: a response that echoes the request, an error message that
 * quotes it, a proxy's error page.
 *
 * An echo is not always verbatim. A secret is recognised
 * - in any letter case (a service that upper-cases what it quotes; the sign is hex),
 * - JSON-escaped (`\/` for `/`, as other languages' clients write it) and percent-encoded,
 * - inside Base64, standard or URL-safe, at each of the three byte alignments, percent-encoded or
 *   not: RefundRequest's body is `param=<percent-encoded Base64 of the signed JSON>`,
 * - behind escapes of any depth: every character `\u`-escaped, HTML character references
 *   (`&#x61;`, `&#97;`, `&sol;`), percent-encoded twice or more (escape-decoding.ts),
 * - cut short: any run of at least HEX_WINDOW hex digits taken from a hex secret (the sign).
 * The partner id is not secret but is shown masked everywhere else, so it is masked here too.
 */
export const REDACTED = '[redacted]';
const PARTNER_ID_ENCODED = '[partner id]';

/** Shorter plain secrets would match innocent text; shorter Base64 cores, random runs. */
const MIN_PLAIN_LENGTH = 4;
const MIN_BASE64_CORE_LENGTH = 8;

/**
 * A run of this many hex digits of the sign (wherever in the sign it starts) is redacted. 16 hex
 * digits are 64 bits: innocent text (order numbers, ids, hashes) meets one of a sign's 17 such
 * windows by chance about once in 10^18 runs, and what a shorter run leaves unknown (at least 17
 * of the 32 digits, 68 bits) cannot be guessed against the service.
 */
export const HEX_WINDOW = 16;

/** How much longer than itself an escaped secret can be (`&amp;#x61;` is ten characters for one). */
const LONGEST_ESCAPE = 12;

export interface RedactionTargets {
  secrets: readonly string[];
  partnerId?: string;
}

interface Pattern {
  form: string;
  replacement: string;
}

export class Redactor {
  private readonly pattern: RegExp | null;
  private readonly replacements = new Map<string, string>();
  /** The HEX_WINDOW-digit windows of the hex secrets (the sign); null without one. */
  readonly hexWindows: HexWindows | null;
  /** The longest text a single match can be, escapes included: how far back a cut secret could start. */
  readonly longestForm: number;

  constructor(targets: RedactionTargets) {
    const patterns: Pattern[] = [];
    for (const secret of targets.secrets) patterns.push(...formsOf(secret).map((form) => ({ form, replacement: REDACTED })));
    if (targets.partnerId) {
      const [plain, ...encoded] = formsOf(targets.partnerId);
      if (plain) patterns.push({ form: plain, replacement: maskPartnerId(targets.partnerId) });
      patterns.push(...encoded.map((form) => ({ form, replacement: PARTNER_ID_ENCODED })));
    }
    // Longest first, so a Base64 run is replaced whole before a shorter form inside it.
    const unique = [...new Map(patterns.map((p) => [p.form.toLowerCase(), p])).values()].sort((a, b) => b.form.length - a.form.length);
    for (const p of unique) this.replacements.set(p.form.toLowerCase(), p.replacement);
    this.pattern = unique.length ? new RegExp(unique.map((p) => escapeRegExp(p.form)).join('|'), 'gi') : null;
    this.hexWindows = hexWindowsOf(targets.secrets);
    this.longestForm = (unique[0]?.form.length ?? 0) * LONGEST_ESCAPE;
  }

  text(text: string): string {
    return redactAll([this], text);
  }

  /** This redactor's forms replaced where they stand in the text (no decoding). */
  replaceForms(text: string): string {
    if (!this.pattern || text.length === 0) return text;
    return text.replace(this.pattern, (match) => this.replacements.get(match.toLowerCase()) ?? REDACTED);
  }

  /** Where this redactor's forms stand in the text, each with what replaces it once it was found decoded. */
  findForms(text: string, found: (start: number, end: number, replacement: string) => void): void {
    if (!this.pattern) return;
    this.pattern.lastIndex = 0;
    for (let match = this.pattern.exec(text); match; match = this.pattern.exec(text)) {
      const replacement = this.replacements.get(match[0].toLowerCase()) ?? REDACTED;
      // Found only after decoding: the partner id was encoded, so it is named, not shown masked.
      found(match.index, match.index + match[0].length, replacement === REDACTED ? REDACTED : PARTNER_ID_ENCODED);
    }
  }

  /**
   * A short, single-line excerpt, redacted BEFORE it is cut: a secret that straddles the limit
   * must not leave its prefix behind. Only a window of the text is scanned (an answer can be
   * megabytes); the window's last stretch, where a secret could be cut, is dropped unscanned.
   */
  excerpt(text: string, limit = 160): string {
    const window = Math.max(64 * 1024, limit * 8);
    const head = text.length > window ? this.text(text.slice(0, window)).slice(0, -Math.max(1, this.longestForm)) : this.text(text);
    return excerptOf(head, limit);
  }
}

type Range = [start: number, end: number, replacement: string];

/**
 * Every redactor's secrets removed from a text: first the forms where they stand, then runs of a
 * sign's hex digits, then (only when the text has escapes) all of that again in the decoded view,
 * removed from the original text. The view is decoded once for all redactors.
 */
export function redactAll(redactors: readonly Redactor[], text: string): string {
  if (text.length === 0 || redactors.length === 0) return text;
  let result = text;
  for (const redactor of redactors) result = redactor.replaceForms(result);
  result = replaceRanges(result, hexRuns(result, redactors));
  const view = decodeEscapes(result);
  if (!view) return result;
  const ranges: Range[] = [];
  const found = (start: number, end: number, replacement: string) => ranges.push([...view.originalRange(start, end), replacement]);
  for (const redactor of redactors) redactor.findForms(view.text, found);
  for (const [start, end] of hexRuns(view.text, redactors)) found(start, end, REDACTED);
  return replaceRanges(result, ranges);
}

/** The runs of hex digits that hold a window of a sign (the whole run goes: it may hold more of it). */
function hexRuns(text: string, redactors: readonly Redactor[]): Range[] {
  const runs: Range[] = [];
  for (const { hexWindows } of redactors) {
    if (!hexWindows) continue;
    const { anchors, windows } = hexWindows;
    anchors.lastIndex = 0;
    for (let match = anchors.exec(text); match; match = anchors.exec(text)) {
      let start = match.index;
      let end = start + match[0].length;
      while (start > 0 && isHexDigit(text.charCodeAt(start - 1))) start--;
      while (end < text.length && isHexDigit(text.charCodeAt(end))) end++;
      const run = text.slice(start, end).toLowerCase();
      for (let at = 0; at + HEX_WINDOW <= run.length; at++) {
        if (windows.has(run.slice(at, at + HEX_WINDOW))) {
          runs.push([start, end, REDACTED]);
          break;
        }
      }
      anchors.lastIndex = end;
    }
  }
  return runs;
}

function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
}

/** Replaces the ranges (in any order, overlapping or not); overlapping ones merge, and a secret's replacement wins. */
function replaceRanges(text: string, ranges: Range[]): string {
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copied = 0;
  let current: Range | null = null;
  for (const range of ranges) {
    if (current && range[0] < current[1]) {
      current[1] = Math.max(current[1], range[1]);
      if (range[2] === REDACTED) current[2] = REDACTED;
      continue;
    }
    if (current) {
      out += text.slice(copied, current[0]) + current[2];
      copied = current[1];
    }
    current = [...range];
  }
  if (current) out += text.slice(copied, current[0]) + current[2];
  return out + text.slice(current ? current[1] : copied);
}

interface HexWindows {
  /** Every HEX_WINDOW-digit window of the secrets, lower-case. */
  windows: Set<string>;
  /**
   * The secrets cut into pieces of half a window, at fixed places: every window holds one whole
   * piece, so only where a piece stands can a window stand. A few short literal alternatives keep
   * the search fast (with all 17 windows of each of two secrets as alternatives, a 1.6 MB answer
   * took ten times longer).
   */
  anchors: RegExp;
}

function hexWindowsOf(secrets: readonly string[]): HexWindows | null {
  const windows = new Set<string>();
  const anchors = new Set<string>();
  const piece = HEX_WINDOW / 2;
  for (const secret of secrets) {
    if (secret.length < HEX_WINDOW || !/^[0-9a-f]+$/i.test(secret)) continue;
    const lower = secret.toLowerCase();
    for (let i = 0; i + HEX_WINDOW <= lower.length; i++) windows.add(lower.slice(i, i + HEX_WINDOW));
    for (let i = 0; i + piece <= lower.length; i += piece) anchors.add(lower.slice(i, i + piece));
  }
  return windows.size > 0 ? { windows, anchors: new RegExp([...anchors].join('|'), 'gi') } : null;
}

/** How a partner id appears in logs: enough to tell profiles apart. */
export function maskForLog(partnerId: string): string {
  return partnerId.length <= 4 ? '****' : `${partnerId.slice(0, 2)}…${partnerId.slice(-2)}`;
}

/** The plain form first, then every encoded form the secret can take in an echo. */
function formsOf(secret: string): string[] {
  if (secret.length < MIN_PLAIN_LENGTH) return [];
  const forms = new Set<string>([secret]);
  const jsonEscaped = JSON.stringify(secret).slice(1, -1);
  forms.add(jsonEscaped);
  forms.add(jsonEscaped.replace(/\//g, '\\/'));
  forms.add(encodeURIComponent(secret));
  for (const core of base64Cores(secret)) {
    forms.add(core);
    forms.add(encodeURIComponent(core));
    forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  // JSON inside Base64 carries the escaped form: cover its Base64 too.
  if (jsonEscaped !== secret) for (const core of base64Cores(jsonEscaped)) forms.add(core);
  return [...forms].filter((form) => form.length >= MIN_PLAIN_LENGTH);
}

/**
 * The Base64 characters that depend only on the secret's own bytes, for each of the three
 * positions the secret can start at within a 3-byte group of the surrounding text.
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    // Character i holds bits [6i, 6i+6). Those touching the alignment bytes before the secret, or
    // the unknown bytes after it, change with the surrounding text; the rest do not.
    const start = shift === 0 ? 0 : shift === 1 ? 2 : 3;
    const end = Math.floor(((shift + bytes.length) * 8) / 6);
    const core = encoded.slice(start, Math.max(start, end));
    if (core.length >= MIN_BASE64_CORE_LENGTH) cores.push(core);
  }
  return cores;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
