/**
 * Redaction speed (issue 21, finding 9): the log writer redacts every line it writes, so this is
 * paid on every log line. Records figures; never asserts on timings.
 *
 * - logging.redact_line_us.plain: a realistic `wholesale.response` line (an answer excerpt of
 *   about 2,000 characters, no escapes), median microseconds per line over 9 rounds of 2,000.
 * - logging.redact_line_us.escaped: the same line with `%20`, `\u00e9` and `&amp;` in it (the
 *   decoding pass runs).
 * - wholesale.redact_answer_ms.2000: the client redacting a whole 2,000-solution Shopping V8 answer
 *   before the order file keeps it (median of 5); `.escaped` with one character in ten
 *   `\u`-escaped (a dense worst case for the decoding pass).
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { Redactor } from '../../electron/main/wholesale/redaction';
import { computeSign } from '../../electron/main/wholesale/sign';
import { SecretRegistry } from '../../electron/main/wholesale/secret-registry';
import { medianMs, recordFigure } from './support/record';
import { fetchRawShopping, startSandbox } from './support/sandbox-shopping';

const PARTNER_ID = 'Agency+Bench/Id==';
const PARTNER_KEY = 'agency-bench-key-5d1f9c';

function responseLine(extra: string): string {
  const solutions = Array.from({ length: 12 }, (_, i) => ({ solutionId: `S${i}-CA1234-PEKSHA-20261201`, adultPrice: `${1000 + i}.00`, tax: '50.00', cabin: 'Y', seats: 9 }));
  const body = JSON.stringify({ errorCode: '0', errorMsg: `ok${extra}`, data: { solutions } }).slice(0, 2000);
  return JSON.stringify({ time: new Date().toISOString(), level: 'info', event: 'wholesale.response', operation: 'shopping', status: 200, body });
}

function microsPerLine(registry: SecretRegistry, line: string): number {
  const rounds = 2_000;
  const samples: number[] = [];
  for (let round = 0; round < 12; round++) {
    const started = performance.now();
    for (let i = 0; i < rounds; i++) registry.redact(line);
    if (round >= 3) samples.push(performance.now() - started);
  }
  return (medianMs(samples) * 1000) / rounds;
}

describe('redaction speed', () => {
  it('redacts a realistic log line', () => {
    const registry = new SecretRegistry();
    registry.add({ secrets: [PARTNER_KEY, computeSign(PARTNER_ID, PARTNER_KEY)], partnerId: PARTNER_ID });
    // A second profile used in the same run: the registry redacts both.
    registry.add({ secrets: ['another-key-77', computeSign('OTHER01', 'another-key-77')], partnerId: 'OTHER01' });
    const plain = responseLine('');
    const escaped = responseLine(' city%20name Montr\\u00e9al A&amp;B');
    expect(registry.redact(plain)).toBe(plain);
    const plainUs = microsPerLine(registry, plain);
    const escapedUs = microsPerLine(registry, escaped);
    console.log(`redaction: ${plain.length}-character line ${plainUs.toFixed(1)} µs, with escapes ${escapedUs.toFixed(1)} µs`);
    recordFigure({ name: 'logging.redact_line_us.plain', value: plainUs, unit: 'µs', target: '< 100' });
    recordFigure({ name: 'logging.redact_line_us.escaped', value: escapedUs, unit: 'µs', target: '< 200' });
  });
});

describe('redaction of a whole answer', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('redacts a 2,000-solution shopping answer', async () => {
    const sandbox = await startSandbox();
    close = () => sandbox.close();
    const answer = gunzipSync((await fetchRawShopping(sandbox, 2000)).gzipped).toString('utf8');
    // A dense worst case: one character in ten \u-escaped (a Java service escaping its Chinese text
    // escapes far fewer; the sandbox's answers are ASCII).
    const escaped = answer.replace(/[a-z0-9]/gi, (c, offset: number) => (offset % 10 === 0 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c));
    const redactor = new Redactor({ secrets: [sandbox.partnerKey, computeSign(sandbox.partnerId, sandbox.partnerKey)], partnerId: sandbox.partnerId });
    const time = (text: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        redactor.text(text);
        if (i > 0) samples.push(performance.now() - started);
      }
      return medianMs(samples);
    };
    const plainMs = time(answer);
    const escapedMs = time(escaped);
    console.log(`redaction: ${(answer.length / 1e6).toFixed(1)} M-character answer ${plainMs.toFixed(1)} ms, escaped (${(escaped.length / 1e6).toFixed(1)} M) ${escapedMs.toFixed(1)} ms`);
    recordFigure({ name: 'wholesale.redact_answer_ms.2000', value: plainMs, unit: 'ms', target: '< 100' });
    recordFigure({ name: 'wholesale.redact_answer_ms.2000.escaped', value: escapedMs, unit: 'ms', target: '< 300' });
  });
});
