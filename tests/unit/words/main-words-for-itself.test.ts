/**
 * Where main words a code for itself (docs/i18n.md, "Main words only for itself, with an explicit
 * language"): a start refusal the shell shows before any screen exists, a set-aside file's reason
 * kept in its note and worded when shown, a recent search's summary worded when it is saved.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shoppingSearchSchema } from '../../../electron/contract/domains/shopping';
import { textIn, wording } from '../../../electron/contract/words';
import { listSetAside, setAside } from '../../../electron/main/archive/recovery/set-aside-files';
import { lockedRefusal } from '../../../electron/main/archive/recovery/start-refusal';
import { summariseSearch } from '../../../electron/main/desk/shopping/search-summary';
import { tempDir } from '../../support/temp-dir';

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

describe('main words for itself, in the language it is given', () => {
  it('a start refusal carries wordings: the shell words them in either language, the log reads English', () => {
    const refusal = lockedRefusal('/data/orders.sqlite', { pid: 4242, command: 'sqlite3 orders.sqlite' }, 5000, new Error('SQLITE_BUSY'));
    expect(textIn('zh-CN', refusal.problem)).toBe('工作台未启动：/data/orders.sqlite 被另一个程序（进程 4242：sqlite3 orders.sqlite）锁定，等待 5 秒后仍未释放。文件没有任何改动。');
    expect(textIn('en', refusal.problem)).toBe('The desk did not start: /data/orders.sqlite is locked by another program (process 4242: sqlite3 orders.sqlite), and stayed locked for 5 s. Nothing was changed in the file.');
    expect(refusal.message).toMatch(/^The desk did not start: .* Close that program/);
  });

  it("keeps a set-aside file's reason as a wording, worded when shown; a note an earlier desk wrote keeps its words", () => {
    const dir = tempDir('set-aside-words');
    dirs.push(dir);
    mkdirSync(dir.path, { recursive: true });
    const file = join(dir.path, 'orders.sqlite');
    writeFileSync(file, 'damaged');
    const to = setAside(file, new Date('2026-11-26T10:00:00.000Z'), { reason: wording('storageFiles.damagedBySqlite', { reason: wording('storageFiles.notSqlite') }), at: '2026-11-26T10:00:00.000Z', salvaged: null });
    const [kept] = listSetAside(file);
    expect(textIn('zh-CN', kept!.reason!)).toBe('SQLite 发现它已损坏：它的开头字节不是 SQLite 数据库');
    expect(textIn('en', kept!.reason!)).toBe("SQLite found it damaged: its first bytes are not a SQLite database's");

    const note = `${to}.note.json`;
    writeFileSync(note, JSON.stringify({ ...JSON.parse(readFileSync(note, 'utf8')), reason: 'SQLite 发现它已损坏：database disk image is malformed' }));
    expect(listSetAside(file)[0]?.reason).toBe('SQLite 发现它已损坏：database disk image is malformed');
  });

  it("words a recent search's summary in the language named when it is saved", () => {
    const search = shoppingSearchSchema(() => '2026-11-26').parse({
      tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12' }], adults: 2, children: 1, infants: 0, cabin: 'Business', nonstop: true,
    });
    // The date too (the year only once 12 Dec 2026 is past or far: the service's today decides).
    expect(summariseSearch(search, 'en')).toMatch(/^PEK → LHR 12DEC(26)? · 2 ADT 1 CHD · Business · non-stop$/);
    expect(summariseSearch(search, 'zh-CN')).toMatch(/^PEK → LHR (2026年)?12月12日 · 2 ADT 1 CHD · 商务舱 · 直飞$/);
  });
});
