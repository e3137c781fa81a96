/**
 * What an entry line asked for, put in the search form: the agent sees exactly what was
 * understood, and the form's validation (the service's own rules and messages) applies as for a
 * search typed field by field. An entry is a whole request: what it does not say is the form's
 * default, except the number of results, which is the desk's working choice and stays.
 */
import { emptyJourney, emptySearchForm, type SearchFormModel } from '../form/search-form-model';
import type { EntryRequest } from './entry-line';

export function formFromEntry(request: EntryRequest, current: SearchFormModel): SearchFormModel {
  const [outbound, second] = request.journeys;
  const form = emptySearchForm();
  return {
    ...form,
    tripType: request.tripType,
    legs: [
      { ...emptyJourney(), ...outbound },
      second ? { ...emptyJourney(), ...second } : emptyJourney(),
    ],
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    cabin: request.cabin,
    airlines: request.airlines.join(', '),
    nonstop: request.nonstop,
    solutions: current.solutions,
  };
}
