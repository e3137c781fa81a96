import { expect, test } from './fixtures/desk-host';

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
    expect(reach.deskKeys).toEqual(['app', 'connection', 'external', 'on', 'preferences', 'profiles', 'requests']);
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

  test('the content security policy blocks eval and inline script', async ({ desk }) => {
    const blocked = await desk.evaluate(() => {
      const results: Record<string, string> = {};
      try { new Function('return 1')(); results.eval = 'ran'; } catch (e) { results.eval = (e as Error).name; }
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
      results.inline = String((window as unknown as Record<string, unknown>).__inline ?? 'blocked');
      return results;
    });
    expect(blocked).toEqual({ eval: 'EvalError', inline: 'blocked' });
  });

  test('a reloaded tab without the token says how to reconnect instead of failing silently', async ({ desk }) => {
    await desk.reload();
    await expect(desk.getByTestId('not-connected')).toContainText('one-time token');
  });
});
