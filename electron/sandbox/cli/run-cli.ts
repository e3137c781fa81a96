/**
 * The standalone sandbox: parse the command line, start, print what a client needs (base URL,
 * partner id and key, valid tags), and stop cleanly on SIGINT/SIGTERM.
 */
import { formatFault, FaultSyntaxError } from '../faults/fault-syntax';
import { OPERATION_PATHS } from '../protocol/operations';
import { startSandbox, type RunningSandbox } from '../sandbox-instance';
import { CliArgumentError, parseArguments } from './arguments';
import { HELP_TEXT } from './help-text';

export interface CliResult {
  exitCode: number | null;
  sandbox: RunningSandbox | null;
}

export async function runCli(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, print: (line: string) => void, printError: (line: string) => void): Promise<CliResult> {
  let command;
  try {
    command = parseArguments(argv, env);
  } catch (error) {
    if (error instanceof CliArgumentError || error instanceof FaultSyntaxError) {
      printError(`sandbox: ${error.message}`);
      return { exitCode: 2, sandbox: null };
    }
    throw error;
  }
  if (command.kind === 'help') {
    print(HELP_TEXT);
    return { exitCode: 0, sandbox: null };
  }
  const { options } = command;
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    printError(code === 'EADDRINUSE' ? `sandbox: port ${options.port} is already in use (try --port 0)` : `sandbox: could not start: ${(error as Error).message}`);
    return { exitCode: 1, sandbox: null };
  }
  print(`baseUrl: ${sandbox.baseUrl}`);
  print(`partnerId: ${sandbox.partnerId}`);
  print(`partnerKey: ${sandbox.partnerKey}`);
  print(`validTags: ${sandbox.validTags.join(', ')} (or "" for every product)`);
  print(`refundUrl: ${sandbox.baseUrl}${OPERATION_PATHS.refundRequest}`);
  print(`seed: ${options.seed ?? 1}`);
  print(`faults: ${options.faults?.length ? options.faults.map(formatFault).join(' ') : 'none'}`);
  print(`orderPricing: ${options.requireOrderPricing ? 'required before ticketing (within 30 minutes)' : 'optional (use --require-order-pricing for the real rule)'}`);
  print(`state: ${options.stateFile ?? 'in memory only (use --state-file to persist)'}`);
  print(`control: ${sandbox.baseUrl}/sandbox (outside the partner API; see --help)`);
  return { exitCode: null, sandbox };
}
