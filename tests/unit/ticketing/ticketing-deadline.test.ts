import { describe, expect, it } from 'vitest';
import { CLOSING_WARNING_MS, formatCountdown, ticketingDeadline } from '../../../electron/contract/ticketing/ticketing-deadline';

const LAST = '2026-12-01 18:00:00'; // Beijing = 10:00 UTC
const at = (iso: string) => Date.parse(iso);

describe('the last ticketing time as a countdown', () => {
  it('is open with more than 30 minutes left', () => {
    const deadline = ticketingDeadline(LAST, at('2026-12-01T07:35:00Z'));
    expect(deadline).toEqual({ state: 'open', at: at('2026-12-01T10:00:00Z'), msLeft: 145 * 60_000 });
  });

  it('warns in the last 30 minutes, the 30th included', () => {
    expect(ticketingDeadline(LAST, at('2026-12-01T09:30:00Z')).state).toBe('closing');
    expect(ticketingDeadline(LAST, at('2026-12-01T09:29:59Z')).state).toBe('open');
    expect(ticketingDeadline(LAST, at('2026-12-01T09:59:59Z')).msLeft).toBe(1000);
    expect(CLOSING_WARNING_MS).toBe(30 * 60_000);
  });

  it('has passed at the last ticketing time itself and after', () => {
    expect(ticketingDeadline(LAST, at('2026-12-01T10:00:00Z')).state).toBe('passed');
    expect(ticketingDeadline(LAST, at('2026-12-02T10:00:00Z'))).toMatchObject({ state: 'passed', msLeft: -86_400_000 });
  });

  it('is unknown without a readable time: the desk then leaves the decision to the service', () => {
    expect(ticketingDeadline(null, Date.now())).toEqual({ state: 'unknown', at: null, msLeft: null });
    expect(ticketingDeadline('soon', Date.now()).state).toBe('unknown');
  });

  it('reads as the desk\'s durations, with seconds in the last ten minutes', () => {
    expect(formatCountdown(145 * 60_000)).toBe('2h25');
    expect(formatCountdown(3 * 86_400_000 + 5 * 60_000)).toBe('72h05');
    expect(formatCountdown(29 * 60_000 + 59_000)).toBe('0h29');
    expect(formatCountdown(9 * 60_000 + 5_000)).toBe('9m05s');
    expect(formatCountdown(-5_000)).toBe('0m00s');
  });
});
