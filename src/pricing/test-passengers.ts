import type { TestPassenger } from '@contract/domains/sandbox-orders';
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

/** The drafts as the contract wants them; the schema (in main and here) checks the values. */
export function toTestPassengers(drafts: PassengerDraft[]): TestPassenger[] {
  return drafts.map((draft) => ({
    type: draft.type,
    lastName: draft.lastName,
    firstName: draft.firstName,
    birthday: draft.birthday,
    sex: (draft.sex || 'M') as 'M' | 'F',
  }));
}
