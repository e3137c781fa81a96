import type { ShoppingSearch } from '@contract/domains/shopping';
import { shoppingSearchSchema } from '@contract/domains/shopping';
import { describe, expect, it } from 'vitest';
import { emptySearchForm, fromSearch, searchedJourneys, toSearchInput, withTripType, type SearchFormModel } from '@/shopping/form/search-form-model';

const TODAY = '2026-11-21';

function typed(overrides: Partial<SearchFormModel> = {}): SearchFormModel {
  const model = emptySearchForm();
  model.legs[0] = { origin: 'pek', destination: 'LHR', departureDate: '12DEC', airlines: '' };
  return { ...model, ...overrides };
}

describe('search form model', () => {
  it('starts as a one-way search for one adult in any cabin', () => {
    const model = emptySearchForm();
    expect(model).toMatchObject({ tripType: 'one-way', adults: 1, children: 0, infants: 0, cabin: '', nonstop: false, tag: '' });
  });

  it('keeps every typed value when switching trip types back and forth', () => {
    let model = typed();
    model = withTripType(model, 'open-jaw');
    model.legs[1] = { origin: 'MAN', destination: 'PVG', departureDate: '20DEC', airlines: 'MU' };
    model = withTripType(model, 'one-way');
    expect(searchedJourneys(model)).toHaveLength(1);
    model = withTripType(model, 'round-trip');
    model = withTripType(model, 'open-jaw');
    expect(model.legs[1]).toEqual({ origin: 'MAN', destination: 'PVG', departureDate: '20DEC', airlines: 'MU' });
    expect(model.legs[0]).toEqual({ origin: 'pek', destination: 'LHR', departureDate: '12DEC', airlines: '' });
  });

  it('derives a round trip’s way back from the first journey and keeps its own date and airlines', () => {
    const model = withTripType(typed(), 'round-trip');
    model.legs[1].departureDate = '20DEC';
    model.legs[1].airlines = 'CA';
    expect(searchedJourneys(model)).toEqual([
      { origin: 'pek', destination: 'LHR', departureDate: '12DEC', airlines: '' },
      { origin: 'LHR', destination: 'pek', departureDate: '20DEC', airlines: 'CA' },
    ]);
  });

  it('starts an empty open-jaw second journey as the way back', () => {
    const model = withTripType(typed(), 'open-jaw');
    expect(model.legs[1]).toMatchObject({ origin: 'LHR', destination: 'pek' });
  });

  it('turns the typed form into the service input: codes upper-cased, dates resolved', () => {
    const model = withTripType(typed({ adults: 2, children: 1, infants: 1, cabin: 'Business', airlines: 'ca mu', nonstop: true, tag: ' SAVER ' }), 'round-trip');
    model.legs[1].departureDate = '+29';
    expect(toSearchInput(model, TODAY)).toEqual({
      ok: true,
      input: {
        tripType: 'round-trip',
        legs: [
          { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', airlines: [] },
          { origin: 'LHR', destination: 'PEK', departureDate: '2026-12-20', airlines: [] },
        ],
        adults: 2, children: 1, infants: 1, cabin: 'Business', airlines: ['CA', 'MU'], nonstop: true, tag: 'SAVER', solutions: 0,
      },
    });
  });

  it('reports unreadable dates and codes on their fields and still builds the rest', () => {
    const model = typed({ airlines: 'CA, AIRCHINA' });
    model.legs[0] = { origin: 'beijing', destination: '', departureDate: '31FEB', airlines: '' };
    const result = toSearchInput(model, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'legs.0.origin': { message: '“beijing” is not a 3-letter airport or city code: pick a suggestion or type a code like PEK.' },
      'legs.0.destination': { message: 'Enter the destination: a 3-letter airport or city code, or pick a suggestion.' },
      'legs.0.departureDate': { message: '31FEB is not a real date' },
      airlines: { message: '“AIRCHINA” is not a 2-character airline code: type codes like CA, MU.' },
    });
    expect(result.input.adults).toBe(1);
  });

  it('refills the form from a stored search, and the refilled form sends the same search', () => {
    const search: ShoppingSearch = shoppingSearchSchema(() => TODAY).parse({
      tripType: 'open-jaw',
      legs: [
        { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', airlines: ['CA'] },
        { origin: 'MAN', destination: 'PVG', departureDate: '2026-12-20' },
      ],
      adults: 2, children: 0, infants: 1, cabin: 'Economy', airlines: ['CA', 'MU'], nonstop: true, tag: 'FLEX', solutions: 200,
    });
    const model = fromSearch(search);
    expect(model.legs[0]).toEqual({ origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', airlines: 'CA' });
    expect(model.airlines).toBe('CA, MU');
    expect(toSearchInput(model, TODAY)).toEqual({ ok: true, input: search });
  });

  it('refills a one-way search with an empty, hidden second journey', () => {
    const search = shoppingSearchSchema(() => TODAY).parse({
      tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12' }], adults: 1, children: 0, infants: 0,
    });
    const model = fromSearch(search);
    expect(model.legs[1]).toEqual({ origin: '', destination: '', departureDate: '', airlines: '' });
    expect(toSearchInput(model, TODAY)).toEqual({ ok: true, input: search });
  });
});
