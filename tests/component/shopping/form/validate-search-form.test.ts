import { SEARCH_RULES, type ShoppingSearchInput } from '@contract/domains/shopping';
import { describe, expect, it } from 'vitest';
import { feedbackText, firstInvalidField } from '@/shopping/form/search-fields';
import { emptySearchForm, withTripType, type SearchFormModel } from '@/shopping/form/search-form-model';
import { fieldErrorsFromIssues, validateSearchForm, validateSearchInput } from '@/shopping/form/validate-search-form';

const TODAY = '2026-11-21';

function form(overrides: Partial<SearchFormModel> = {}): SearchFormModel {
  const model = emptySearchForm();
  model.legs[0] = { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12', airlines: '' };
  return { ...model, ...overrides };
}

function errorsOf(model: SearchFormModel) {
  const result = validateSearchForm(model, TODAY);
  if (result.ok) throw new Error('expected the form to be refused');
  return result.errors;
}

describe('validateSearchForm', () => {
  it('passes a complete one-way search and gives the input to send', () => {
    const result = validateSearchForm(form(), TODAY);
    expect(result).toEqual({ ok: true, input: expect.objectContaining({ tripType: 'one-way', adults: 1 }) });
  });

  it('P004: more than 9 seated passengers, on the adults field, with the service’s message', () => {
    const errors = errorsOf(form({ adults: 5, children: 5 }));
    expect(errors).toEqual({ adults: { rule: 'P004', message: 'The maximum number of passengers with seat is 9.' } });
    expect(feedbackText(errors.adults!)).toBe('P004 · The maximum number of passengers with seat is 9.');
  });

  it('P004 wins over the generic "at most 9" on the same field', () => {
    expect(errorsOf(form({ adults: 12 })).adults).toEqual({ rule: 'P004', message: SEARCH_RULES.P004 });
  });

  it('P005: no adult (also when the field was emptied)', () => {
    expect(errorsOf(form({ adults: 0 })).adults).toEqual({ rule: 'P005', message: 'There should be at least one adult.' });
    expect(errorsOf(form({ adults: null })).adults).toEqual({ rule: 'P005', message: 'There should be at least one adult.' });
  });

  it('P009: more infants than adults, on the infants field', () => {
    const errors = errorsOf(form({ adults: 1, infants: 2 }));
    expect(errors).toEqual({ infants: { rule: 'P009', message: 'The number of infant passengers can not exceed the number of adult passengers.' } });
    expect(feedbackText(errors.infants!)).toBe('P009 · The number of infant passengers can not exceed the number of adult passengers.');
  });

  it('B038: a date before today or more than a year ahead, on that journey’s date field', () => {
    const model = form();
    model.legs[0].departureDate = '2026-11-20';
    expect(errorsOf(model)).toEqual({ 'legs.0.departureDate': { rule: 'B038', message: 'Departure date must be today to a year.' } });
    model.legs[0].departureDate = '+366';
    expect(errorsOf(model)['legs.0.departureDate']).toEqual({ rule: 'B038', message: SEARCH_RULES.B038 });
    model.legs[0].departureDate = '+365';
    expect(validateSearchForm(model, TODAY).ok).toBe(true);
    model.legs[0].departureDate = '+0';
    expect(validateSearchForm(model, TODAY).ok).toBe(true);
  });

  it('B038 on the second journey of an open-jaw', () => {
    const model = withTripType(form(), 'open-jaw');
    model.legs[1] = { origin: 'MAN', destination: 'PEK', departureDate: '2027-12-01', airlines: '' };
    expect(errorsOf(model)).toEqual({ 'legs.1.departureDate': { rule: 'B038', message: SEARCH_RULES.B038 } });
  });

  it('B066: more than 2 journeys (from an input or from main) is a message for the whole form', () => {
    const leg = { origin: 'PEK', destination: 'LHR', departureDate: '2026-12-12' };
    const input: ShoppingSearchInput = { tripType: 'open-jaw', legs: [leg, leg, leg], adults: 1, children: 0, infants: 0 };
    const errors = validateSearchInput(input, TODAY);
    expect(errors.form).toEqual({ rule: 'B066', message: 'Only 2 journeys can be supported, please check your itinerary.' });
    expect(feedbackText(errors.form!)).toBe('B066 · Only 2 journeys can be supported, please check your itinerary.');
  });

  it('shows the parse reason rather than B038 for a date it cannot read', () => {
    const model = form();
    model.legs[0].departureDate = '12/12';
    expect(errorsOf(model)['legs.0.departureDate']?.message).toMatch(/^12\/12 is ambiguous/);
  });

  it('asks for 3-letter codes on the field typed', () => {
    const model = form();
    model.legs[0].destination = 'LONDON';
    expect(errorsOf(model)).toEqual({
      'legs.0.destination': { message: '“LONDON” is not a 3-letter airport or city code: pick a suggestion or type a code like PEK.' },
    });
  });

  it('refuses the same origin and destination, on the destination', () => {
    const model = form();
    model.legs[0].destination = 'pek';
    expect(errorsOf(model)).toEqual({ 'legs.0.destination': { message: 'Journey 1 destination must differ from the origin.' } });
  });

  it('round trip: the way back is derived, so problems with its airports show on journey 1', () => {
    const model = withTripType(form(), 'round-trip');
    model.legs[0].destination = 'pek';
    model.legs[1].departureDate = '2026-12-20';
    const errors = errorsOf(model);
    expect(Object.keys(errors)).toEqual(['legs.0.destination']);
  });

  it('round trip: the way back must not leave before the way out', () => {
    const model = withTripType(form(), 'round-trip');
    model.legs[1].departureDate = '2026-12-01';
    expect(errorsOf(model)).toEqual({ 'legs.1.departureDate': { message: "Journey 2 date must not be before the first journey's date." } });
  });

  it('round trip: needs the second date', () => {
    const model = withTripType(form(), 'round-trip');
    expect(errorsOf(model)).toEqual({ 'legs.1.departureDate': { message: 'Enter a date like 12DEC, 2026-12-12 or +30' } });
  });

  it('reports every problem at once and names the first one in screen order', () => {
    const model = form({ adults: 1, infants: 3 });
    model.legs[0].origin = '';
    const errors = errorsOf(model);
    expect(Object.keys(errors).sort()).toEqual(['infants', 'legs.0.origin']);
    expect(firstInvalidField(errors)).toBe('legs.0.origin');
  });

  it('never changes the model it checks', () => {
    const model = form({ adults: 0 });
    model.legs[0].origin = 'pek ';
    const before = structuredClone(model);
    validateSearchForm(model, TODAY);
    expect(model).toEqual(before);
  });

  it('maps main’s trip-shape and item issues to the form and to the list’s field', () => {
    const errors = fieldErrorsFromIssues(
      [
        { field: 'legs', rule: 'custom', message: 'legs must have exactly one journey for a one-way trip.' },
        { field: 'legs.0.airlines.2', rule: 'format regex', message: 'legs.0.airlines.2 must be a 2-character airline code.' },
        { field: 'airlines.0', rule: 'format regex', message: 'airlines.0 must be a 2-character airline code.' },
      ],
      'one-way',
    );
    expect(errors).toEqual({
      form: { message: 'The search must have exactly one journey for a one-way trip.' },
      'legs.0.airlines': { message: 'Journey 1 airlines must be a 2-character airline code.' },
      airlines: { message: 'Airlines for the whole search must be a 2-character airline code.' },
    });
  });
});
