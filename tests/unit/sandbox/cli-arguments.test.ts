import { describe, expect, it } from 'vitest';
import { CliArgumentError, parseArguments } from '../../../electron/sandbox/cli/arguments';
import { HELP_TEXT } from '../../../electron/sandbox/cli/help-text';

describe('the standalone sandbox command line', () => {
  it('defaults: loopback, port 8787, seed 1, no faults, in memory', () => {
    expect(parseArguments([])).toEqual({ kind: 'start', options: { host: '127.0.0.1', port: 8787, seed: 1, faults: [], partners: [] } });
  });

  it('reads every option, in "--name value" and "--name=value" forms', () => {
    const command = parseArguments(
      ['--port', '0', '--host=0.0.0.0', '--seed', '7', '--state-file', '/tmp/s.json', '--fault', 'pricing:hang', '--fault=shopping:latency=5', '--partner', 'ID+/=:KEY', '--reimbursement-delay', '15', '--require-order-pricing'],
      { SANDBOX_FAULTS: 'ticketing:b024:times=1' },
    );
    expect(command).toEqual({
      kind: 'start',
      options: {
        host: '0.0.0.0',
        port: 0,
        seed: 7,
        stateFile: '/tmp/s.json',
        reimbursementDelayMinutes: 15,
        requireOrderPricing: true,
        partners: [{ partnerId: 'ID+/=', partnerKey: 'KEY' }],
        faults: [
          { operation: 'ticketing', kind: 'timeout', times: 1 },
          { operation: 'pricing', kind: 'hang' },
          { operation: 'shopping', kind: 'latency', ms: 5 },
        ],
      },
    });
  });

  it('--help and -h ask for help', () => {
    expect(parseArguments(['--port', '1', '--help'])).toEqual({ kind: 'help' });
    expect(parseArguments(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([['--port', 'x'], ['--port'], ['--bogus'], ['--partner', 'nokey'], ['--seed', '-1']])('refuses %s', (...args) => {
    expect(() => parseArguments(args)).toThrow(CliArgumentError);
  });

  it('the help documents every option and the fault syntax', () => {
    for (const text of ['--port', '--host', '--seed', '--state-file', '--fault', '--partner', '--reimbursement-delay', '--require-order-pricing', '--help', 'SANDBOX_FAULTS', 'b006', 'schedule', 'preciseBooking', 'orderPricing', 'cancel', '/sandbox/rules', 'times=<n>', 'latency=<ms>', 'hang', 'b024', 'b035=<limit>', 's001', 'http=<500|502|503>', 'reset', 'malformed-json', 'truncated-gzip', 'null-data', 'partnerId:', 'partnerKey:']) {
      expect(HELP_TEXT).toContain(text);
    }
  });
});
