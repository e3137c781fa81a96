import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../storage/json-file';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

const stateSchema = z.object({
  bounds: z.object({ x: z.number(), y: z.number(), width: z.number().positive(), height: z.number().positive() }),
  maximized: z.boolean(),
});

export const MIN_SIZE = { width: 1024, height: 680 };
const DEFAULT_SIZE = { width: 1400, height: 900 };

export function loadWindowState(file: string): WindowState | null {
  return readJsonFile<WindowState | null>(file, stateSchema, null);
}

export function saveWindowState(file: string, state: WindowState): void {
  writeJsonFile(file, state);
}

/**
 * Restores the saved bounds only if the window would still be reachable: a monitor unplugged
 * since last time must not leave the desk off-screen. Otherwise: default size, centred.
 */
export function restoreBounds(saved: WindowState | null, workAreas: Rectangle[]): Rectangle | { width: number; height: number } {
  if (!saved) return { ...DEFAULT_SIZE };
  const width = Math.max(saved.bounds.width, MIN_SIZE.width);
  const height = Math.max(saved.bounds.height, MIN_SIZE.height);
  const candidate = { ...saved.bounds, width, height };
  const visible = workAreas.some((area) => overlap(candidate, area) >= 0.5 * Math.min(width * height, area.width * area.height));
  return visible ? candidate : { width, height };
}

function overlap(a: Rectangle, b: Rectangle): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
