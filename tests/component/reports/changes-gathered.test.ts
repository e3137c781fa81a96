import { describe, expect, it } from 'vitest';
import { changesGatheredMs } from '@/reports/changes-gathered';

describe('how long Reports gathers changes before reading its figures again', () => {
  it('waits ten times as long as the last read took, between 300 ms and 5 s', () => {
    expect(changesGatheredMs(undefined)).toBe(300);
    expect(changesGatheredMs(12)).toBe(300);
    expect(changesGatheredMs(47)).toBe(470);
    expect(changesGatheredMs(174)).toBe(1740);
    expect(changesGatheredMs(2_000)).toBe(5_000);
    expect(changesGatheredMs(Number.NaN)).toBe(300);
  });
});
