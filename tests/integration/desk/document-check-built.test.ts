/**
 * The document check as the desk ships (issue 21, finding 5): the built browser-mode host
 * (out/main/browser.js, its own process) checks documents in the worker electron-vite bundled
 * beside it (`?modulePath`, out/main/chunks/). Through HTTP as a page calls it: a real PDF is
 * read (its pages), a crafted one is read in linear time, and the desk answers another call while
 * the crafted one is being checked. Vitest's own runs use a bundle of the worker made for the
 * tests (tests/support/vitest-module-path.mts); this is the one test of the shipped path.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskResult, OperationInput, OperationName, OperationResult } from '../../../electron/contract';
import { startDeskHost, type DeskHost } from '../../support/desk-host-process';
import { makePdf } from '../../support/documents';
import { craftedPdf } from '../../support/storage-faults/crafted-pdf';

const ROOT = resolve(__dirname, '../../..');
/** The seeded issued round trip PEK⇄LHR (docs/sandbox.md, seed 1). */
const ROUND_TRIP = '917083410145514001';

let host: DeskHost;
let stop: () => Promise<void>;
let session: string;
let origin: string;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'out/main/browser.js'))) throw new Error('out/main/browser.js is missing: build the desk first (npx electron-vite build; npm test does it).');
  ({ host, stop } = await startDeskHost());
  origin = `http://127.0.0.1:${host.port}`;
  const exchanged = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Desk-Launch': new URL(host.url).hash.replace(/^#launch=/, '') },
    body: '{}',
  });
  const value = ((await exchanged.json()) as { value?: { session: string } }).value;
  if (!value) throw new Error(`no desk session (HTTP ${exchanged.status})`);
  session = value.session;
}, 30_000);
afterAll(async () => stop?.());

async function call<N extends OperationName>(name: N, input: OperationInput<N>): Promise<DeskResult<OperationResult<N>>> {
  const response = await fetch(`${origin}/api/ops/${name}`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Desk-Session': session }, body: JSON.stringify(input) });
  return (await response.json()) as DeskResult<OperationResult<N>>;
}

function expectOk<T>(result: DeskResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

async function send(draftId: number, fileName: string, bytes: Buffer): Promise<string> {
  const { key } = expectOk(await call('refunds.attachBegin', { draftId, fileName, size: bytes.length, declaredType: 'application/pdf', preview: null }));
  const chunk = 512 * 1024;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    expectOk(await call('refunds.attachChunk', { draftId, key, offset, data: bytes.subarray(offset, offset + chunk).toString('base64') }));
  }
  return key;
}

describe('the built desk checks documents in its bundled worker', () => {
  it('reads a real PDF\'s pages, and a crafted 2 MiB PDF quickly while it keeps answering', async () => {
    const draft = expectOk(await call('refunds.start', { orderNum: ROUND_TRIP, another: true }));
    const real = await send(draft.draftId, 'certificate.pdf', makePdf(3));
    const checked = expectOk(await call('refunds.attachFinish', { draftId: draft.draftId, key: real }));
    expect(checked.documents.find((d) => d.key === real)).toMatchObject({ contentType: 'application/pdf', pages: 3 });

    const crafted = await send(draft.draftId, 'crafted.pdf', craftedPdf(2 * 1024 * 1024));
    const answered: string[] = [];
    const started = performance.now();
    const finishing = call('refunds.attachFinish', { draftId: draft.draftId, key: crafted }).then((result) => (answered.push('attachFinish'), result));
    // Sent right after: it is answered while the check runs in the worker.
    await new Promise((r) => setTimeout(r, 5));
    const info = await call('app.info', {}).then((result) => (answered.push('app.info'), result));
    const finished = expectOk(await finishing);
    expectOk(info);
    expect(answered).toEqual(['app.info', 'attachFinish']);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(finished.documents.find((d) => d.key === crafted)).toMatchObject({ contentType: 'application/pdf', pages: 1 });
    expectOk(await call('refunds.discard', { draftId: draft.draftId }));
  }, 30_000);
});
