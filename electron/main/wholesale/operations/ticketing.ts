import { entriesOf } from '../errors/catalogue';
import { wireTicketingData, type WireTicketingData } from '../wire/ticketing';
import { defineOperationSpec, readWithSchema } from './operation-spec';

export interface TicketingRequest {
  orderNum: string;
  /** SURNAME/GIVEN */
  name: string;
  email: string;
  telNum: string;
  pnr: string;
}

/**
 * Ticketing (4.4): pays the order from the partner credit. A write: never retried
 * automatically. Re-sending it by hand is safe, because a paid order answers B024.
 */
export const ticketingOperation = defineOperationSpec<TicketingRequest, WireTicketingData>({
  name: 'ticketing',
  errors: entriesOf('ticketing'),
  path: '/json/ticketing',
  host: 'api',
  effect: 'write',
  acceptGzip: false,
  defaultTimeoutMs: 45_000,
  encoding: 'json',
  buildPayload: (request) => ({
    ticketing: { email: request.email, name: request.name, orderNum: request.orderNum, telNum: request.telNum, PNR: request.pnr },
  }),
  readData: readWithSchema(wireTicketingData),
});
