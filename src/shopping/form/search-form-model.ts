import type { CabinClass, ShoppingSearch, ShoppingSearchInput, TripType } from '@contract/domains/shopping';
import { format, text } from '../../ui-text';
import { AIRLINE_CODE, joinAirlineCodes, MAX_AIRLINES, splitAirlineCodes } from './airline-list';
import { parseDateInput } from './parse-date-input';
import { journeyField, type FieldErrors, type JourneyIndex, type SearchField } from './search-fields';

/** One journey exactly as typed: nothing is parsed until the search is sent. */
export interface JourneyText {
  origin: string;
  destination: string;
  /** 12DEC, 2026-12-12, +30… */
  departureDate: string;
  /** "CA, MU" */
  airlines: string;
}

/**
 * The shopping form's state. Both journeys always exist: a one-way search hides the second and a
 * round trip derives its airports, but what the agent typed there stays for the next switch.
 */
export interface SearchFormModel {
  tripType: TripType;
  legs: [JourneyText, JourneyText];
  /** null while a number field is empty. */
  adults: number | null;
  children: number | null;
  infants: number | null;
  cabin: CabinClass;
  airlines: string;
  nonstop: boolean;
  tag: string;
  /** Not on screen: kept so a recent search is repeated as it was (0 = the service's default). */
  solutions: number;
}

export const emptyJourney = (): JourneyText => ({ origin: '', destination: '', departureDate: '', airlines: '' });

export function emptySearchForm(): SearchFormModel {
  return {
    tripType: 'one-way',
    legs: [emptyJourney(), emptyJourney()],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: '',
    airlines: '',
    nonstop: false,
    tag: '',
    solutions: 0,
  };
}

/**
 * Changes the trip type and keeps everything typed. Going to open-jaw with an empty second journey
 * starts it as the way back, which is what most open-jaw searches edit from.
 */
export function withTripType(model: SearchFormModel, tripType: TripType): SearchFormModel {
  const [outbound, inbound] = model.legs;
  const startsEmpty = inbound.origin.trim() === '' && inbound.destination.trim() === '';
  const second = tripType === 'open-jaw' && startsEmpty ? { ...inbound, origin: outbound.destination, destination: outbound.origin } : { ...inbound };
  return { ...model, tripType, legs: [{ ...outbound }, second] };
}

/** The journeys that will be searched, as the agent sees them (round trip: back the same way). */
export function searchedJourneys(model: SearchFormModel): JourneyText[] {
  const [outbound, inbound] = model.legs;
  switch (model.tripType) {
    case 'one-way':
      return [outbound];
    case 'round-trip':
      return [outbound, { ...inbound, origin: outbound.destination, destination: outbound.origin }];
    case 'open-jaw':
      return [outbound, inbound];
  }
}

type SearchConversion = { ok: true; input: ShoppingSearchInput } | { ok: false; input: ShoppingSearchInput; errors: FieldErrors };

const PLACE_CODE = /^[A-Z]{3}$/;
const messages = text.searchForm.errors;

/**
 * The form as the service's input. Unreadable dates, airport texts that are not codes and airline
 * pieces that are not codes become field errors with a specific message; the input is still built
 * (with those values as typed) so the schema can report every other problem at the same time.
 */
export function toSearchInput(model: SearchFormModel, today: string): SearchConversion {
  const errors: FieldErrors = {};
  const journeys = searchedJourneys(model);
  const legs = journeys.map((journey, i) => {
    const index = i as JourneyIndex;
    const report = (field: SearchField) => (message: string) => void (errors[field] ??= { message });
    // A round trip's second airports repeat the first journey's: their problems are shown there.
    const derived = model.tripType === 'round-trip' && index === 1;
    const ignore = () => undefined;
    const origin = placeCode(journey.origin, derived ? ignore : report(journeyField(index, 'origin')), text.searchForm.origin);
    const destination = placeCode(journey.destination, derived ? ignore : report(journeyField(index, 'destination')), text.searchForm.destination);
    const date = parseDateInput(journey.departureDate, today);
    if (!date.ok) report(journeyField(index, 'departureDate'))(date.reason);
    const airlines = airlineCodes(journey.airlines, report(journeyField(index, 'airlines')));
    return { origin, destination, departureDate: date.ok ? date.date : '', airlines };
  });
  const airlines = airlineCodes(model.airlines, (message) => void (errors.airlines ??= { message }));
  const input: ShoppingSearchInput = {
    tripType: model.tripType,
    legs,
    adults: model.adults ?? 0,
    children: model.children ?? 0,
    infants: model.infants ?? 0,
    cabin: model.cabin,
    airlines,
    nonstop: model.nonstop,
    tag: model.tag.trim(),
    solutions: model.solutions,
  };
  return Object.keys(errors).length === 0 ? { ok: true, input } : { ok: false, input, errors };
}

function placeCode(typed: string, report: (message: string) => void, fieldWord: string): string {
  const code = typed.trim().toUpperCase();
  if (code === '') report(format(messages.placeRequired, { field: fieldWord }));
  else if (!PLACE_CODE.test(code)) report(format(messages.placeNotCode, { text: typed.trim() }));
  return code;
}

function airlineCodes(line: string, report: (message: string) => void): string[] {
  const codes = splitAirlineCodes(line);
  const wrong = codes.find((code) => !AIRLINE_CODE.test(code));
  if (wrong !== undefined) report(format(messages.airlineNotCode, { text: wrong }));
  else if (codes.length > MAX_AIRLINES) report(messages.tooManyAirlines);
  return codes;
}

/** A stored search back in the form (recent searches), dates written as yyyy-MM-dd. */
export function fromSearch(search: ShoppingSearch): SearchFormModel {
  const journey = (index: number): JourneyText => {
    const leg = search.legs[index];
    if (!leg) return emptyJourney();
    return { origin: leg.origin, destination: leg.destination, departureDate: leg.departureDate, airlines: joinAirlineCodes(leg.airlines) };
  };
  return {
    tripType: search.tripType,
    legs: [journey(0), journey(1)],
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabin: search.cabin,
    airlines: joinAirlineCodes(search.airlines),
    nonstop: search.nonstop,
    tag: search.tag,
    solutions: search.solutions,
  };
}
