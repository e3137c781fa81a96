import { maskPartnerId } from '../credentials/profile';
import { excerptOf } from './envelope';

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
 *   not: RefundRequest's body is `param=<percent-encoded Base64 of the signed JSON>`.
 * The partner id is not secret but is shown masked everywhere else, so it is masked here too.
 */
export const REDACTED = '[redacted]';
const PARTNER_ID_ENCODED = '[partner id]';

/** Shorter plain secrets would match innocent text; shorter Base64 cores, random runs. */
const MIN_PLAIN_LENGTH = 4;
const MIN_BASE64_CORE_LENGTH = 8;

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
  /** The longest text a single match can be: how far back a cut secret could start. */
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
    this.longestForm = unique[0]?.form.length ?? 0;
  }

  text(text: string): string {
    if (!this.pattern || text.length === 0) return text;
    return text.replace(this.pattern, (match) => this.replacements.get(match.toLowerCase()) ?? REDACTED);
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

/** One-off redaction of a few secrets (no partner id). */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return new Redactor({ secrets }).text(text);
}

/** How a partner id appears in logs: enough to tell profiles apart. */
export function maskForLog(partnerId: string): string {
  return partnerId.length <= 4 ? '****' : `${partnerId.slice(0, 2)}…${partnerId.slice(-2)}`;
}

/** The plain form first, then every encoded form the secret can take in an echo. */
export function formsOf(secret: string): string[] {
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
