import type { ShoppingSearch } from '@contract/domains/shopping';

export interface PassengerDraft {
  type: 'ADT' | 'CHD' | 'INF';
  lastName: string;
  firstName: string;
  birthday: string;
  sex: 'M' | 'F' | '';
}

/** One empty passenger line per passenger the offer was priced for. */
export function passengerDrafts(search: Pick<ShoppingSearch, 'adults' | 'children' | 'infants'>): PassengerDraft[] {
  const line = (type: PassengerDraft['type']): PassengerDraft => ({ type, lastName: '', firstName: '', birthday: '', sex: '' });
  return [
    ...Array.from({ length: search.adults }, () => line('ADT')),
    ...Array.from({ length: search.children }, () => line('CHD')),
    ...Array.from({ length: search.infants }, () => line('INF')),
  ];
}
