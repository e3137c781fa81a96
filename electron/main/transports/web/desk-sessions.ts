import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../../storage/json-file';

/**
 * Who may use the browser-mode host: a tab holding a session of this process.
 *
 * A tab gets its session by exchanging a launch token, which travels once in the launch URL's
 * fragment and works ONCE, and only for LAUNCH_TOKEN_MAX_AGE_MS after it was printed: a launch URL
 * found later in the browser's history, a shell history, a scrollback or a screenshot is useless.
 * The session lives in the tab's memory and, so that a reload of the same tab reconnects, in its
 * sessionStorage (per tab, gone with the tab, never in a URL).
 *
 * Sessions (not launch tokens) outlive a restart for a working day when a file is given: a desk
 * restarted at the same address (`--port`) picks its open tabs up again. Only SHA-256 hashes are
 * kept, in memory and in the file, so neither a lookup nor the file reveals a session.
 */
const MAX_OPEN_LAUNCH_TOKENS = 16;
/**
 * Long enough to copy an address from the terminal and open it (or to start the desk, fetch a
 * coffee and come back); short enough that an address left in a terminal's scrollback or a
 * screenshot is dead by the time anyone else reads it. A fresh one is an Enter away.
 */
export const LAUNCH_TOKEN_MAX_AGE_MS = 10 * 60 * 1000;
const MAX_SESSIONS = 64;
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const sessionFileSchema = z.object({ version: z.literal(1), sessions: z.array(z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), createdAt: z.number() })) });

/** `expired`: a token of this desk, unused, but older than LAUNCH_TOKEN_MAX_AGE_MS; `unknown`: used, or never one of this desk. */
export type ExchangeOutcome = { ok: true; session: string } | { ok: false; reason: 'expired' | 'unknown' };

export class DeskSessions {
  /** Unused launch tokens by hash → when each was issued, oldest first. */
  private readonly launchTokens = new Map<string, number>();
  /** Live sessions by hash → creation time, oldest first (a Map keeps insertion order). */
  private readonly sessions = new Map<string, number>();

  constructor(
    private readonly file?: string,
    private readonly now: () => number = Date.now,
  ) {
    if (!file) return;
    const stored = readJsonFile(file, sessionFileSchema, { version: 1 as const, sessions: [] });
    for (const { hash, createdAt } of stored.sessions) if (this.now() - createdAt < SESSION_MAX_AGE_MS) this.sessions.set(hash, createdAt);
  }

  /** A fresh single-use launch token. The oldest unused ones expire when too many are open. */
  newLaunchToken(): string {
    const token = randomToken();
    this.launchTokens.set(digest(token), this.now());
    while (this.launchTokens.size > MAX_OPEN_LAUNCH_TOKENS) this.launchTokens.delete(first(this.launchTokens.keys()));
    return token;
  }

  /**
   * Spends a launch token for a new session; a used, unknown, malformed or expired token gets
   * nothing. An expired one is told apart (it stays, as a hash and never usable, until newer ones
   * push it out) so the tab can say to ask for a fresh address rather than that this one was used.
   */
  exchange(launchToken: string): ExchangeOutcome {
    const hash = digest(launchToken);
    const issuedAt = this.launchTokens.get(hash);
    if (issuedAt === undefined) return { ok: false, reason: 'unknown' };
    if (this.now() - issuedAt >= LAUNCH_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' };
    this.launchTokens.delete(hash);
    const session = randomToken();
    this.sessions.set(digest(session), this.now());
    // The oldest tab loses its session first; it says so and how to reconnect.
    while (this.sessions.size > MAX_SESSIONS) this.sessions.delete(first(this.sessions.keys()));
    this.persist();
    return { ok: true, session };
  }

  isSession(presented: string): boolean {
    const createdAt = this.sessions.get(digest(presented));
    return createdAt !== undefined && this.now() - createdAt < SESSION_MAX_AGE_MS;
  }

  private persist(): void {
    if (!this.file) return;
    writeJsonFile(this.file, { version: 1, sessions: [...this.sessions].map(([hash, createdAt]) => ({ hash, createdAt })) });
  }
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function first(values: IterableIterator<string>): string {
  return values.next().value as string;
}
