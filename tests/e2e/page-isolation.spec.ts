import { OPERATION_NAMES } from '../../electron/contract/operation-names';
import { expect, test } from './fixtures/desk-host';

/** The groups of `desk` the contract declares, plus `on`: the page may see exactly these. */
const DESK_KEYS = [...new Set(OPERATION_NAMES.map((name) => name.split('.')[0])), 'on'].sort();

test.describe('exploit regressions: what the page can reach', () => {
  test('sees only `desk`: no require, process, module or ipcRenderer', async ({ desk }) => {
    const reach = await desk.evaluate(() => {
      const scope = globalThis as Record<string, unknown>;
      return {
        require: typeof scope.require,
        process: typeof scope.process,
        module: typeof scope.module,
        ipcRenderer: typeof scope.ipcRenderer,
        electron: typeof scope.electron,
        desk: typeof scope.desk,
        deskKeys: Object.keys((scope.desk ?? {}) as object).sort(),
        frozen: Object.isFrozen(scope.desk),
      };
    });
    expect(reach).toMatchObject({ require: 'undefined', process: 'undefined', module: 'undefined', ipcRenderer: 'undefined', electron: 'undefined', desk: 'object', frozen: true });
    expect(reach.deskKeys).toEqual(DESK_KEYS);
  });

  test('cannot replace or extend the desk object', async ({ desk }) => {
    const outcome = await desk.evaluate(() => {
      const scope = globalThis as Record<string, unknown>;
      const original = scope.desk;
      try { scope.desk = { evil: true }; } catch { /* strict mode may throw */ }
      try { (original as Record<string, unknown>).invoke = () => 0; } catch { /* frozen */ }
      return { same: scope.desk === original, invoke: typeof (scope.desk as Record<string, unknown>).invoke };
    });
    expect(outcome).toEqual({ same: true, invoke: 'undefined' });
  });

  test('the page is served with a strict CSP: scripts from our origin only, no eval', async ({ page, deskHost }) => {
    const response = await page.goto(await deskHost.newLaunchUrl());
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header).toContain("script-src 'self'");
    expect(header).not.toMatch(/unsafe-eval|unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("script-src 'self'");
    expect(meta).not.toContain('unsafe-eval');
  });

  test('the browser refuses an injected inline script and reports the violation', async ({ desk }) => {
    const outcome = await desk.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
      return { directive: await violation, ran: (window as unknown as Record<string, unknown>).__inline === 1 };
    });
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false });
  });

  test('a tab opened without a launch address says how to connect instead of failing silently', async ({ page, deskHost }) => {
    await page.goto(`http://127.0.0.1:${deskHost.port}/#/shopping`);
    await expect(page.getByTestId('not-connected')).toContainText('press Enter in the terminal');
  });
});
