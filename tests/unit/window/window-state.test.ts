import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWindowState, MIN_SIZE, restoreBounds, saveWindowState } from '../../../electron/main/window/window-state';

const screen = { x: 0, y: 0, width: 1920, height: 1080 };

describe('window size and position', () => {
  it('round-trips through its file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'desk-window-')), 'window-state.json');
    const state = { bounds: { x: 10, y: 20, width: 1300, height: 800 }, maximized: true };
    saveWindowState(file, state);
    expect(loadWindowState(file)).toEqual(state);
  });

  it('restores saved bounds that are still on a screen', () => {
    expect(restoreBounds({ bounds: { x: 100, y: 50, width: 1200, height: 800 }, maximized: false }, [screen])).toEqual({
      x: 100, y: 50, width: 1200, height: 800,
    });
  });

  it('keeps only the size when the saved position is off every screen (monitor unplugged)', () => {
    expect(restoreBounds({ bounds: { x: 4000, y: 0, width: 1200, height: 800 }, maximized: false }, [screen])).toEqual({
      width: 1200, height: 800,
    });
  });

  it('never restores below the minimum size, and uses defaults without a saved state', () => {
    const restored = restoreBounds({ bounds: { x: 0, y: 0, width: 300, height: 200 }, maximized: false }, [screen]);
    expect(restored).toMatchObject({ width: MIN_SIZE.width, height: MIN_SIZE.height });
    expect(restoreBounds(null, [screen])).toEqual({ width: 1400, height: 900 });
  });

  it('ignores a corrupt file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'desk-window-')), 'missing.json');
    expect(loadWindowState(file)).toBeNull();
  });
});
