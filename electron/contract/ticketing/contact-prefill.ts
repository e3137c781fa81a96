/**
 * The contact prefilled in the pre-flight panel. Ticketing sends a contact (`name` as
 * `SURNAME/GIVEN`, `email`, `telNum`) that the public OrderDetail answer does not carry: the desk
 * keeps the one it sent last in the order file, and otherwise starts from the lead passenger's
 * name, leaving e-mail and telephone for the agent to type.
 */
import type { FiledOrder } from '../domains/orders';

export interface ContactDraft {
  name: string;
  email: string;
  telNum: string;
}

export function contactPrefill(order: Pick<FiledOrder, 'contact' | 'passengers'>): ContactDraft {
  const lead = [...order.passengers].sort((a, b) => a.passengerIndex - b.passengerIndex)[0];
  const fromPassenger = lead ? `${lead.lastName}/${lead.firstName}`.toUpperCase() : '';
  return {
    name: order.contact?.name ?? fromPassenger,
    email: order.contact?.email ?? '',
    telNum: order.contact?.telNum ?? '',
  };
}
