import { join } from 'node:path';
import type { DeskResult, OperationInput, OperationName, OperationResult, SentResult } from '../../../electron/contract';
import type { Language } from '../../../electron/contract/domains/language';
import { wordAll, type Worded } from '../../../electron/contract/words';
import { startDeskRuntime, type DeskRuntime, type RuntimeOptions } from '../../../electron/main/desk-runtime';
import { MemorySecretStore } from '../../support/memory-secret-store';

/**
 * The desk's runtime with a typed `call`, as the renderer would use it, in a given data dir: every
 * wording in a result worded as the renderer's bridge does (src/bridge/worded-desk.ts), in the
 * desk's language (its preference, as the test set it).
 */
export async function startDesk(dataDir: string, options: Partial<RuntimeOptions> = {}) {
  let language: () => Language = () => 'en';
  const runtime = await startDeskRuntime({
    mode: 'browser',
    dataDir: join(dataDir),
    openExternal: async (url) => ({ openedBy: 'page', url }),
    secrets: new MemorySecretStore(),
    ...options,
    languageKnown: (read) => {
      language = read;
      options.languageKnown?.(read);
    },
  });
  const call = async <N extends OperationName>(name: N, input: OperationInput<N>, requestId?: string) =>
    wordAll(language(), (await runtime.dispatch(name, input, requestId)) as SentResult<OperationResult<N>>) as DeskResult<Worded<OperationResult<N>>>;
  return { runtime, call };
}

export type Desk = Awaited<ReturnType<typeof startDesk>>;

export function expectOk<T>(result: SentResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A date n days ahead (yyyy-MM-dd, local). */
export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function sandboxControl<T>(runtime: DeskRuntime, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${runtime.sandbox.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as T;
}

export type { DeskRuntime };
