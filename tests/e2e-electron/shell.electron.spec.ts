import { resolve } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
// The same check `npm start` uses, so both agree on where Electron can run.
import { findElectronBinary } from '../../scripts/lib/electron-binary.mjs';

const ROOT = resolve(__dirname, '../..');
const binary = findElectronBinary(ROOT) as { path?: string; reason?: string };

test.describe('desk shell in Electron', () => {
  test.skip(!binary.path, `Electron smoke skipped: ${binary.reason ?? ''}`);

  // eslint-disable-next-line no-empty-pattern -- this test needs no fixture but testInfo
  test('loads the shell in a sandboxed window and navigates from the keyboard', async ({}, testInfo) => {
    const app = await electron.launch({ executablePath: binary.path, args: [ROOT], env: { ...process.env, DESK_DATA_DIR: testInfo.outputPath('data') } });
    const window = await app.firstWindow();
    await expect(window.getByTestId('environment-badge')).toHaveText('SANDBOX');
    const reach = await window.evaluate(() => ({
      require: typeof (globalThis as Record<string, unknown>).require,
      process: typeof (globalThis as Record<string, unknown>).process,
      deskKeys: Object.keys((globalThis as Record<string, unknown>).desk as object).sort(),
    }));
    expect(reach.require).toBe('undefined');
    expect(reach.process).toBe('undefined');
    expect(reach.deskKeys).toContain('on');
    for (const [digit, label] of [['1', 'Shopping'], ['8', 'Settings']] as const) {
      await window.keyboard.press(`Alt+${digit}`);
      await expect(window.getByRole('heading', { level: 1, name: label })).toBeVisible();
    }
    await window.screenshot({ path: testInfo.outputPath('electron-shell.png') });
    await app.close();
  });
});
