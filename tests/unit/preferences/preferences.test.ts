import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesService } from '../../../electron/main/desk/preferences';
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
