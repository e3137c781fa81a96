/** Reading the standalone sandbox's command line (see help-text.ts for what each option means). */
import { parseFault, parseFaultList } from '../faults/fault-syntax';
import { type SandboxOptions } from '../sandbox-instance';

export const DEFAULT_CLI_PORT = 8787;

export type CliCommand = { kind: 'help' } | { kind: 'start'; options: SandboxOptions };

export class CliArgumentError extends Error {}

export function parseArguments(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): CliCommand {
  const options: SandboxOptions = { host: '127.0.0.1', port: DEFAULT_CLI_PORT, seed: 1, faults: [], partners: [] };
  if (env.SANDBOX_FAULTS) options.faults?.push(...parseFaultList(env.SANDBOX_FAULTS));

  const args = argv.flatMap((arg) => (arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg]));
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i] ?? '';
    const value = (): string => {
      const next = args[i + 1];
      if (next === undefined) throw new CliArgumentError(`${name} needs a value`);
      i += 1;
      return next;
    };
    switch (name) {
      case '--help':
      case '-h':
        return { kind: 'help' };
      case '--port':
        options.port = whole(value(), name, 0, 65535);
        break;
      case '--host':
        options.host = value();
        break;
      case '--seed':
        options.seed = whole(value(), name, 0, 2 ** 31 - 1);
        break;
      case '--state-file':
        options.stateFile = value();
        break;
      case '--fault':
        options.faults?.push(parseFault(value()));
        break;
      case '--require-order-pricing':
        options.requireOrderPricing = true;
        break;
      case '--reimbursement-delay':
        options.reimbursementDelayMinutes = whole(value(), name, 0, 525_600);
        break;
      case '--partner': {
        const text = value();
        const colon = text.indexOf(':');
        if (colon <= 0 || colon === text.length - 1) throw new CliArgumentError('--partner takes PARTNER_ID:PARTNER_KEY');
        options.partners?.push({ partnerId: text.slice(0, colon), partnerKey: text.slice(colon + 1) });
        break;
      }
      default:
        throw new CliArgumentError(`unknown option ${name} (see --help)`);
    }
  }
  return { kind: 'start', options };
}

function whole(text: string, name: string, min: number, max: number): number {
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max) throw new CliArgumentError(`${name} takes a whole number from ${min} to ${max}`);
  return number;
}
