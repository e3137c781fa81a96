import { describe, expect, it } from 'vitest';
import { mostFlightsPerJourney } from '@/shopping/results/flights-column';

describe('the flights column is sized for the widest journey line', () => {
  it('counts the flights of the journey with the most changes of plane, over every row', () => {
    expect(mostFlightsPerJourney({ maxStops: Uint8Array.from([0, 1, 3, 1]) })).toBe(4);
  });

  it('is one flight for non-stop results and for no results at all', () => {
    expect(mostFlightsPerJourney({ maxStops: Uint8Array.from([0, 0]) })).toBe(1);
    expect(mostFlightsPerJourney({ maxStops: new Uint8Array(0) })).toBe(1);
  });
});
