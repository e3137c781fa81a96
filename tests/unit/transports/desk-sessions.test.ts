import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DeskSessions, LAUNCH_TOKEN_MAX_AGE_MS, SESSION_MAX_AGE_MS } from '../../../electron/main/transports/web/desk-sessions';
import { tempDir } from '../../support/temp-dir';

describe('browser-mode tab sessions', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.remove()));

  it('a launch token buys one session, once', () => {
    const sessions = new DeskSessions();
    const launch = sessions.newLaunchToken();
    const first = sessions.exchange(launch);
    expect(first.ok).toBe(true);
    expect(sessions.exchange(launch)).toEqual({ ok: false, reason: 'unknown' });
    expect(first.ok && sessions.isSession(first.session)).toBe(true);
    expect(sessions.isSession(launch)).toBe(false);
  });

  it('an unused launch token expires after 10 minutes, and says so (issue 21, finding 10)', () => {
    expect(LAUNCH_TOKEN_MAX_AGE_MS).toBe(10 * 60 * 1000);
    let now = 5_000_000;
    const sessions = new DeskSessions(undefined, () => now);
    const inTime = sessions.newLaunchToken();
    const late = sessions.newLaunchToken();
    now += LAUNCH_TOKEN_MAX_AGE_MS - 1;
    expect(sessions.exchange(inTime).ok).toBe(true);
    now += 1;
    expect(sessions.exchange(late)).toEqual({ ok: false, reason: 'expired' });
    // Still expired when presented again (a second click), never usable.
    expect(sessions.exchange(late)).toEqual({ ok: false, reason: 'expired' });
    // A fresh address (Enter in the terminal) works at once.
    expect(sessions.exchange(sessions.newLaunchToken()).ok).toBe(true);
    expect(sessions.exchange('never-issued-token-0000000000')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('only the newest sixteen unused launch tokens stay valid', () => {
    const sessions = new DeskSessions();
    const tokens = Array.from({ length: 17 }, () => sessions.newLaunchToken());
    expect(sessions.exchange(tokens[0]!).ok).toBe(false);
    expect(sessions.exchange(tokens[16]!).ok).toBe(true);
  });

  it('sessions outlive a restart for a working day, kept as hashes only; launch tokens do not', () => {
    const dir = tempDir('sessions');
    dirs.push(dir);
    const file = join(dir.path, 'browser-sessions.json');
    let now = 1_000_000;
    const before = new DeskSessions(file, () => now);
    const unused = before.newLaunchToken();
    const opened = before.exchange(before.newLaunchToken());
    if (!opened.ok) throw new Error('no session');
    expect(readFileSync(file, 'utf8')).not.toContain(opened.session);

    const after = new DeskSessions(file, () => now);
    expect(after.isSession(opened.session)).toBe(true);
    expect(after.exchange(unused).ok).toBe(false);
    now += SESSION_MAX_AGE_MS;
    expect(after.isSession(opened.session)).toBe(false);
    expect(new DeskSessions(file, () => now).isSession(opened.session)).toBe(false);
  });
});
