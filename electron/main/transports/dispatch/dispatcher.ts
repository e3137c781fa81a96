import {
  fail,
  issueWordings,
  operations,
  requestIdSchema,
  validationFailure,
  type SentResult,
  type OperationName,
} from '../../../contract';
import { dirname } from 'node:path';
import type { Logger } from '../../logging/logger';
import { diskFullCause, diskFullError } from '../../storage/disk-full';
import type { HandlerTable } from './handler-table';
import { DuplicateRequestIdError, type RequestRegistry } from './request-registry';
import { wording } from '../../../contract/words';

export type Dispatch = (
  name: OperationName,
  rawInput: unknown,
  rawRequestId?: unknown,
) => Promise<SentResult<unknown>>;

export interface DispatcherOptions {
  /** The desk's data folder: named (with its free space) when a write finds the disk full. */
  dataDir?: string;
}

/**
 * The single path from a transport to a handler: parse the input with the contract's schema,
 * track the call for cancellation, run the handler, and turn anything thrown into a typed error.
 * Both the IPC and the browser-mode transports call this, so validation and errors are identical.
 * A full disk, wherever in main a write meets it, is the one `disk-full` answer (and a log line
 * naming the code and the file), not an "unexpected problem".
 */
export function createDispatcher(
  table: HandlerTable,
  registry: RequestRegistry,
  logger: Logger,
  options: DispatcherOptions = {},
): Dispatch {
  return async (name, rawInput, rawRequestId) => {
    const requestId = parseRequestId(rawRequestId);
    if (!requestId.ok) return requestId.result;

    const parsed = operations[name].input.safeParse(rawInput ?? {});
    if (!parsed.success) return validationFailure(issueWordings(parsed.error));

    let running;
    try {
      running = registry.start(requestId.value);
    } catch (error) {
      if (error instanceof DuplicateRequestIdError) {
        return validationFailure([{ field: 'requestId', rule: 'unique', message: error.words }]);
      }
      throw error;
    }

    try {
      const handler = table[name] as (input: unknown, context: unknown) => Promise<SentResult<unknown>>;
      return await handler(parsed.data, { requestId: requestId.value, signal: running.signal });
    } catch (error) {
      const full = diskFullCause(error);
      if (full) {
        const answer = diskFullError(options.dataDir ?? (full.path ? dirname(full.path) : process.cwd()), { operation: name });
        logger.error('storage.disk-full', { operation: name, code: full.code, path: full.path, syscall: full.syscall, cause: full.message, directory: answer.directory, freeBytes: answer.freeBytes });
        return fail(answer);
      }
      logger.error('handler.crashed', { operation: name, error: describe(error) });
      return fail({ kind: 'internal', message: wording('deskHost.unexpectedProblem', { operation: name }) });
    } finally {
      running.finish();
    }
  };
}

type ParsedRequestId =
  | { ok: true; value: string | undefined }
  | { ok: false; result: SentResult<never> };

function parseRequestId(raw: unknown): ParsedRequestId {
  if (raw === undefined || raw === null) return { ok: true, value: undefined };
  const parsed = requestIdSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, result: validationFailure(issueWordings(parsed.error, 'requestId')) };
}

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'NonError', message: String(error) };
}
