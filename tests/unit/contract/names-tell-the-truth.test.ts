/**
 * Names that tell the truth (issue 22, item 9).
 * - Booking books a REAL order on the active profile's service (a test order only in the sandbox):
 *   it is `booking.create`, and the `sandbox.` group holds only the embedded sandbox's controls.
 * - One name per concept: no exported type, interface or class name is declared in two files of
 *   electron/ or src/ (the contract's `DeskOperationSpec` vs the client's `OperationSpec`; the
 *   renderer's `CallOptions` vs main's `ServiceCallOptions`). The names below were already
 *   declared twice before this rule; each is one to merge or rename, and the list may only shrink.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../../electron/contract/operation-names';

const ROOT = join(__dirname, '../../..');

/** Declared twice before issue 22 (main's and the sandbox's or the renderer's own copy). */
const KNOWN_TWICE = new Set([
  'ApiError', 'BaggageAllowance', 'BookingContact', 'CheckOutcome', 'ContactDraft', 'FieldErrors', 'MiniRule', 'MiniRuleGroup', 'OperationResult',
  'PassengerCounts', 'PassengerField', 'PassengerType', 'PricingRequest', 'SegmentField', 'ShoppingLeg', 'WireSegment',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|vue)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function typeNamesDeclaredTwice(): Record<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of [...sourceFiles('electron'), ...sourceFiles('src')]) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/^export (?:declare )?(?:interface|type|class|enum) ([A-Za-z0-9_]+)/gm)) {
      where.set(match[1]!, [...(where.get(match[1]!) ?? []), file]);
    }
  }
  return Object.fromEntries([...where].filter(([name, files]) => files.length > 1 && !KNOWN_TWICE.has(name)));
}

describe('names that tell the truth', () => {
  it('booking is `booking.create`; the `sandbox.` operations are only the embedded sandbox\'s controls', () => {
    expect(OPERATION_NAMES).toContain('booking.create');
    expect(OPERATION_NAMES.filter((name) => name.startsWith('sandbox.'))).toEqual(['sandbox.reset']);
  });

  it('no exported type name is declared in two files (one name per concept)', () => {
    expect(typeNamesDeclaredTwice()).toEqual({});
  });

  it('every name of the known list is still declared twice (a merged one leaves the list)', () => {
    const stillTwice = new Set<string>();
    const counts = new Map<string, number>();
    for (const file of [...sourceFiles('electron'), ...sourceFiles('src')]) {
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/^export (?:declare )?(?:interface|type|class|enum) ([A-Za-z0-9_]+)/gm)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    }
    for (const [name, count] of counts) if (count > 1) stillTwice.add(name);
    expect([...KNOWN_TWICE].filter((name) => !stillTwice.has(name))).toEqual([]);
  });
});
