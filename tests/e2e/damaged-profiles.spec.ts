/**
 * A desk started on a damaged profiles.json, in real Chromium against the built desk and the real
 * keychain (issue 21, finding 3): Settings names the kept file and says what happened, and the key
 * the damaged file orphaned is removed from the keyboard alone, after a confirmation.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_ID } from '../../electron/main/app-identity';
import { KeytarSecretStore } from '../../electron/main/credentials/keytar-secret-store';
import { startDeskHost } from '../support/desk-host-process';
import { expect, test } from './fixtures/desk-host';
import { activate } from './fixtures/keyboard';

test('a damaged profiles.json is kept and said, and its orphaned key is removed from the keyboard', async ({ page }, testInfo) => {
  const account = `p-e2e${randomUUID().slice(0, 8)}`;
  const keychain = new KeytarSecretStore(APP_ID);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-damaged-')), 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // What a power cut under the old writer left: half a profiles file; the profile's key in the keychain.
  await keychain.set(account, 'orphaned partner key');
  writeFileSync(join(dataDir, 'keychain-accounts.json'), JSON.stringify({ version: 1, accounts: [account] }));
  writeFileSync(join(dataDir, 'profiles.json'), `{\n  "version": 1,\n  "activeId": "${account}",\n  "profiles": [\n    {\n      "id": "${account}",\n      "name": "Agen`);

  const { host, stop } = await startDeskHost({ dataDir });
  try {
    await page.goto(await host.newLaunchUrl());
    await expect(page.getByTestId('status-bar')).toContainText('Browser mode');
    await page.keyboard.press('Alt+8');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();

    const notice = page.getByTestId('kept-state-file-profiles');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your saved profiles could not be read as they were');
    await expect(notice).toContainText(/profiles\.json is damaged \(it is not valid JSON\)/);
    await expect(notice).toContainText(new RegExp(`kept it unchanged as ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/profiles\\.json\\.corrupt-\\d{8}T\\d{6}Z`));

    const unused = page.getByTestId('unused-keys');
    await expect(unused).toContainText(account);
    await expect(unused).not.toContainText('orphaned partner key');
    await page.screenshot({ path: testInfo.outputPath('damaged-profiles-settings.png'), fullPage: true });

    await activate(page, page.getByRole('button', { name: `Remove the unused key of account ${account} from the keychain` }));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Remove the unused key of account ${account}?`);
    await activate(page, dialog.getByRole('button', { name: 'Remove key' }));
    await expect(page.getByTestId('unused-keys')).toBeHidden();
    expect(await keychain.get(account)).toBeNull();
  } finally {
    await keychain.delete(account).catch(() => false);
    await stop();
  }
});
