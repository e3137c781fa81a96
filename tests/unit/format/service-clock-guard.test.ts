/**
 * One clock (issue 22, item 4): a decision relative to the service (the last ticketing time, the
 * service's "today", days a refund has waited) reads the injected service clock
 * (`ServiceClock.now()`: electron/contract/format/service-clock.ts; `useServiceNow()` on screens),
 * never this computer's. A sandbox clock advanced in training otherwise shows a wrong deadline.
 *
 * Scope: the ticketing deadline (contract, main's ticketing service, the Ticketing screen), the
 * reimbursement board's waiting days and the shopping form's "today". Times the desk merely
 * records (when a check ran, when a row was filed) are this computer's and live outside it, or are
 * listed below with why.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SERVICE_RELATIVE = [
  'electron/contract/ticketing',
  'electron/main/desk/ticketing',
  'electron/main/desk/service-clock',
  'src/components/ticketing',
  'src/views/TicketingView.vue',
  'src/ticketing',
  'src/composables/use-service-now.ts',
  'src/reimbursements',
  'src/components/reimbursements',
  'src/views/ReimbursementsView.vue',
  'src/stores/reimbursement-store.ts',
  'src/components/shopping/EntryLine.vue',
  'src/components/shopping/form/ShoppingForm.vue',
];

/** Lines allowed to read this computer's clock, each with why. */
const ALLOWED: Record<string, { line: string; why: string }[]> = {
  'electron/main/desk/ticketing/ticketing-service.ts': [{ line: 'return this.deps.now?.() ?? new Date();', why: 'the times the desk records (a price check, an acknowledgement), not the deadline' }],
};

const WORKSTATION_NOW = /\bDate\.now\(\)|\bnew Date\(\s*\)/;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => filesUnder(join(path, name)));
}

function workstationClockReads(paths: string[] = SERVICE_RELATIVE): string[] {
  return paths.flatMap(filesUnder).filter((file) => /\.(ts|vue)$/.test(file)).flatMap((file) => {
    const allowed = ALLOWED[relative('', file)] ?? [];
    return readFileSync(join(ROOT, file), 'utf8').split('\n').flatMap((text, index) =>
      WORKSTATION_NOW.test(text) && !allowed.some((entry) => text.trim() === entry.line) ? [`${file}:${index + 1}: ${text.trim()}`] : [],
    );
  });
}

describe('one service clock', () => {
  it('service-relative decisions never read this computer\'s clock (Date.now(), new Date())', () => {
    expect(workstationClockReads()).toEqual([]);
  });

  it('every allowed exception still exists (a stale entry would hide a new read)', () => {
    for (const [file, entries] of Object.entries(ALLOWED)) {
      const text = readFileSync(join(ROOT, file), 'utf8').split('\n').map((line) => line.trim());
      for (const entry of entries) expect(text, `${file}: ${entry.why}`).toContain(entry.line);
    }
  });
});
