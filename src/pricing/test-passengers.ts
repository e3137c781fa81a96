import type { ShoppingSearch } from '@contract/domains/shopping';

export interface PassengerDraft {
  type: 'ADT' | 'CHD' | 'INF';
  lastName: string;
  firstName: string;
  birthday: string;
  sex: 'M' | 'F' | '';
  /** The travel document: always offered, required outside mainland China. */
  cardType: 'P' | 'N' | 'O' | '';
  cardNum: string;
  nationality: string;
  cardExpiredDate: string;
}

/** One empty passenger line per passenger the offer was priced for. */
export function passengerDrafts(search: Pick<ShoppingSearch, 'adults' | 'children' | 'infants'>): PassengerDraft[] {
  const line = (type: PassengerDraft['type']): PassengerDraft => ({ type, lastName: '', firstName: '', birthday: '', sex: '', cardType: '', cardNum: '', nationality: '', cardExpiredDate: '' });
  return [
    ...Array.from({ length: search.adults }, () => line('ADT')),
    ...Array.from({ length: search.children }, () => line('CHD')),
    ...Array.from({ length: search.infants }, () => line('INF')),
  ];
}
