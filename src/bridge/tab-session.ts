/**
 * The tab's desk session, kept in sessionStorage so that a reload of the SAME tab reconnects:
 * sessionStorage belongs to one tab, dies with it, and is never part of a URL. A browser that
 * refuses storage just loses the reload convenience.
 */
const KEY = 'desk.session';

export function readTabSession(storage: Storage | undefined): string | null {
  try {
    const value = storage?.getItem(KEY) ?? null;
    return value && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepTabSession(storage: Storage | undefined, session: string): void {
  try {
    storage?.setItem(KEY, session);
  } catch {
    // Storage refused (private mode, quota): the session still lives in memory.
  }
}

export function forgetTabSession(storage: Storage | undefined): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}
