import { shoppingSearchSchema } from '@contract/domains/shopping';
import { describe, expect, it } from 'vitest';
import { entryTokens, parseEntryLine, type EntryReading } from '@/shopping/entry/entry-line';
import { entryTextOf } from '@/shopping/entry/entry-text';
import { formFromEntry } from '@/shopping/entry/entry-to-form';
import { emptySearchForm } from '@/shopping/form/search-form-model';
import { validateSearchForm } from '@/shopping/form/validate-search-form';

/** The service's today in these tests (Beijing). */
const TODAY = '2026-11-20';

function read(line: string): EntryReading & { ok: true } {
  const reading = parseEntryLine(line, TODAY);
  if (!reading.ok) throw new Error(`${line}: ${reading.message}`);
  return reading;
}

function refused(line: string): { token: string; message: string } {
  const reading = parseEntryLine(line, TODAY);
  if (reading.ok) throw new Error(`${line} was read`);
  return reading;
}

describe('the entry line grammar', () => {
  it('reads a one-way entry: origin, destination and date, in either case', () => {
    expect(read('PEKLON22DEC').request).toEqual({
      tripType: 'one-way',
      journeys: [{ origin: 'PEK', destination: 'LON', departureDate: '2026-12-22' }],
      adults: 1, children: 0, infants: 0, cabin: '', airlines: [], nonstop: false,
    });
    expect(read('  peklon22dec ').request.journeys[0]).toEqual({ origin: 'PEK', destination: 'LON', departureDate: '2026-12-22' });
  });

  it('reads a round trip and an open jaw', () => {
    const round = read('PEKLON22DEC/29DEC').request;
    expect(round.tripType).toBe('round-trip');
    expect(round.journeys[1]).toEqual({ origin: 'LON', destination: 'PEK', departureDate: '2026-12-29' });
    const jaw = read('PEKLON22DEC/LONPAR29DEC').request;
    expect(jaw.tripType).toBe('open-jaw');
    expect(jaw.journeys[1]).toEqual({ origin: 'LON', destination: 'PAR', departureDate: '2026-12-29' });
  });

  it('reads passengers, cabin, airlines and non-stop, spaced or not', () => {
    const spaced = read('PEKLON22DEC/29DEC 2A1C1I /C *CA /N').request;
    const packed = read('PEKLON22DEC/29DEC/C*CA/N 2A1C1I').request;
    for (const request of [spaced, packed]) {
      expect(request).toMatchObject({ adults: 2, children: 1, infants: 1, cabin: 'Business', airlines: ['CA'], nonstop: true });
    }
    expect(read('PEKLON22DEC /Y').request.cabin).toBe('Economy');
    expect(read('PEKLON22DEC /W').request.cabin).toBe('PremiumEconomy');
    expect(read('PEKLON22DEC /F').request.cabin).toBe('First');
    expect(read('PEKLON22DEC *CA,MU *BA').request.airlines).toEqual(['CA', 'MU', 'BA']);
    expect(read('PEKLON22DEC*CA*MU').request.airlines).toEqual(['CA', 'MU']);
    expect(read('PEKLON22DEC 1A1I').request).toMatchObject({ adults: 1, children: 0, infants: 1 });
    expect(entryTokens('pekLon22dec/29dec/c*ca')).toEqual(['PEKLON22DEC', '/29DEC', '/C', '*CA']);
  });

  it("rolls a date without a year over from the service's today, and the way back from the way out", () => {
    expect(read('PEKLON10NOV').request.journeys[0].departureDate).toBe('2027-11-10'); // 10 Nov is past on 20 Nov
    expect(read('PEKLON20NOV').request.journeys[0].departureDate).toBe('2026-11-20'); // today itself
    expect(read('PEKLON28DEC/05JAN').request.journeys[1]?.departureDate).toBe('2027-01-05');
    expect(read('PEKLON05JAN27').request.journeys[0].departureDate).toBe('2027-01-05');
  });

  it('names the token it cannot read', () => {
    const cases: [string, string, RegExp][] = [
      ['', '', /Type an entry/],
      ['PEK22DEC', 'PEK22DEC', /not a journey/],
      ['PEKLON32DEC', 'PEKLON32DEC', /32DEC is not a real date/],
      ['PEKLON22DXC', 'PEKLON22DXC', /DXC is not a month/],
      ['PEKLON22DEC /J', '/J', /not a cabin/],
      ['PEKLON22DEC /C /Y', '/Y', /again/],
      ['PEKLON22DEC *C', '*C', /not an airline/],
      ['PEKLON22DEC 2A1A', '2A1A', /twice/],
      ['PEKLON22DEC 2X', '2X', /not a passenger count/],
      ['PEKLON22DEC 1A 2A', '2A', /again/],
      ['PEKLON22DEC/29DEC/02JAN', '/02JAN', /only two journeys/],
      ['PEKLON22DEC HELLO', 'HELLO', /cannot be read/],
      ['PEKLON22DEC /', '/', /cannot be read/],
    ];
    for (const [line, token, message] of cases) {
      const reading = refused(line);
      expect(reading.token, line).toBe(token);
      expect(reading.message, line).toMatch(message);
      if (token) expect(reading.message, line).toContain(`“${token}”`);
    }
  });
});

describe('an entry in the form and back', () => {
  it('fills the form so that it validates into the same search', () => {
    const form = formFromEntry(read('PEKLON22DEC/LONPAR29DEC 2A1C /C *CA /N').request, { ...emptySearchForm(), solutions: 2000 });
    const result = validateSearchForm(form, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      tripType: 'open-jaw',
      legs: [
        { origin: 'PEK', destination: 'LON', departureDate: '2026-12-22' },
        { origin: 'LON', destination: 'PAR', departureDate: '2026-12-29' },
      ],
      adults: 2, children: 1, infants: 0, cabin: 'Business', airlines: ['CA'], nonstop: true, solutions: 2000,
    });
  });

  it('leaves the service rules to the form: an entry with no adult gets P005 there', () => {
    const result = validateSearchForm(formFromEntry(read('PEKLON22DEC 1C').request, emptySearchForm()), TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.adults?.rule).toBe('P005');
  });

  it('writes a stored search as an entry that reads back to it', () => {
    const search = shoppingSearchSchema(() => TODAY).parse({
      tripType: 'round-trip',
      legs: [
        { origin: 'PEK', destination: 'LON', departureDate: '2026-12-22' },
        { origin: 'LON', destination: 'PEK', departureDate: '2026-12-29' },
      ],
      adults: 2, children: 1, infants: 0, cabin: 'PremiumEconomy', airlines: ['CA', 'MU'], nonstop: true,
    });
    const line = entryTextOf(search);
    expect(line).toBe('PEKLON22DEC/29DEC 2A1C /W *CA,MU /N');
    expect(read(line).request).toMatchObject({ tripType: 'round-trip', adults: 2, children: 1, cabin: 'PremiumEconomy', airlines: ['CA', 'MU'], nonstop: true });
  });
});
