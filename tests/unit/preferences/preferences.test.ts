import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { languageForLocale } from '../../../electron/contract/domains/language';
import { PreferencesService } from '../../../electron/main/desk/preferences';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { damageStateFile, type StateFileDamageShape } from '../../support/storage-faults/damaged-state-files';
import { tempDir } from '../../support/temp-dir';

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function file(): string {
  const dir = tempDir('prefs');
  dirs.push(dir);
  return join(dir.path, 'preferences.json');
}

describe('the density preference, kept in main like the theme', () => {
  it('is compact by default, remembered across a restart', () => {
    const path = file();
    expect(new PreferencesService(path).get().density).toBe('compact');
    new PreferencesService(path).update({ density: 'comfortable' });
    expect(new PreferencesService(path).get().density).toBe('comfortable');
  });

  it('falls back to compact on its own when the stored value is not one, keeping the other preferences', () => {
    const path = file();
    writeFileSync(path, JSON.stringify({ theme: 'dark', density: 'cramped' }));
    expect(new PreferencesService(path).get()).toMatchObject({ theme: 'dark', density: 'compact' });
  });
});

describe('the overdue threshold of the reimbursement board', () => {
  it('is 14 days by default, remembered across a restart', () => {
    const path = file();
    expect(new PreferencesService(path).get().overdueDays).toBe(14);
    new PreferencesService(path).update({ overdueDays: 30 });
    expect(new PreferencesService(path).get().overdueDays).toBe(30);
  });

  it('falls back to 14 on its own when the stored value is out of range', () => {
    const path = file();
    writeFileSync(path, JSON.stringify({ theme: 'dark', overdueDays: 0 }));
    expect(new PreferencesService(path).get()).toMatchObject({ theme: 'dark', overdueDays: 14 });
  });
});

describe('the language, which main and every screen share', () => {
  it('follows the OS language on a first start, then what the agent chose, across restarts', () => {
    const path = file();
    expect(new PreferencesService(path, 'zh-CN').language()).toBe('zh-CN');
    new PreferencesService(path, 'zh-CN').update({ language: 'en' });
    // The OS still says Chinese; the agent's choice wins.
    expect(new PreferencesService(path, 'zh-CN').get().language).toBe('en');
  });

  it('takes the OS language when the file has none or an unknown one, keeping the other preferences', () => {
    const path = file();
    writeFileSync(path, JSON.stringify({ theme: 'dark', language: 'klingon' }));
    expect(new PreferencesService(path, 'zh-CN').get()).toMatchObject({ theme: 'dark', language: 'zh-CN' });
  });
});

describe('the OS locale of a first start', () => {
  it('reads any Chinese locale as zh-CN and everything else as English', () => {
    expect(['zh', 'zh-CN', 'zh_CN.UTF-8', 'zh-Hans-SG', 'ZH-tw'].map(languageForLocale)).toEqual(Array(5).fill('zh-CN'));
    expect(['en-US', 'C.UTF-8', 'zu', '', undefined].map(languageForLocale)).toEqual(Array(5).fill('en'));
  });
});

describe('the background poll interval of open refund orders', () => {
  it('is 30 minutes by default, remembered across a restart, out-of-range values falling back alone', () => {
    const path = file();
    expect(new PreferencesService(path).get().pollIntervalMinutes).toBe(30);
    new PreferencesService(path).update({ pollIntervalMinutes: 10 });
    expect(new PreferencesService(path).get().pollIntervalMinutes).toBe(10);
    writeFileSync(path, JSON.stringify({ overdueDays: 20, pollIntervalMinutes: 1 }));
    expect(new PreferencesService(path).get()).toMatchObject({ overdueDays: 20, pollIntervalMinutes: 30 });
  });

  it("tells main's subscribers (the poller) of every update, until they leave", () => {
    const service = new PreferencesService(file());
    const heard: number[] = [];
    const leave = service.subscribe((preferences) => heard.push(preferences.pollIntervalMinutes));
    service.update({ pollIntervalMinutes: 45 });
    leave();
    service.update({ pollIntervalMinutes: 60 });
    expect(heard).toEqual([45]);
  });
});

describe('a damaged preferences.json (issue 21)', () => {
  it.each<StateFileDamageShape>(['truncated', 'empty', 'garbage'])('(%s) is kept aside unchanged, logged and listed for Settings; the desk starts with the defaults and the next save never touches the kept copy', (shape) => {
    const path = file();
    new PreferencesService(path).update({ theme: 'dark', overdueDays: 30 });
    const damaged = damageStateFile(path, shape);
    const logger = createMemoryLogger();
    const service = new PreferencesService(path, 'zh-CN', logger);
    expect(service.get()).toMatchObject({ theme: 'system', overdueDays: 14, language: 'zh-CN' });
    const [kept] = service.keptFiles();
    expect(kept).toMatchObject({ file: 'preferences', path, found: { reason: 'not-json' } });
    const keptAs = kept?.keptAs as string;
    expect(keptAs).toMatch(/preferences\.json\.corrupt-\d{8}T\d{6}Z$/);
    expect(readFileSync(keptAs)).toEqual(damaged);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', event: 'state-file.damaged', fields: expect.objectContaining({ file: path, keptAs, reason: 'not-json' }) }));
    service.update({ theme: 'light' });
    expect(readFileSync(keptAs)).toEqual(damaged);
    expect(new PreferencesService(path).keptFiles()).toEqual([expect.objectContaining({ keptAs, found: null })]);
  });

  it('one bad value is not damage: it falls back alone, and nothing is kept aside', () => {
    const path = file();
    writeFileSync(path, JSON.stringify({ theme: 'dark', density: 'cramped' }));
    expect(new PreferencesService(path).keptFiles()).toEqual([]);
  });
});
