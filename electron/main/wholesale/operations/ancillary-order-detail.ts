import { entriesOf } from '../errors/catalogue';
import { wireAncillaryOrder, type WireAncillaryOrder } from '../wire/ancillary';
import { defineOperationSpec, readWithSchema } from './operation-spec';

export interface AncillaryOrderDetailRequest {
  ancillaryOrderNum: string;
}

/** AncillaryOrderDetail (4.5): read-only. */
export const ancillaryOrderDetailOperation = defineOperationSpec<AncillaryOrderDetailRequest, WireAncillaryOrder>({
  name: 'ancillaryOrderDetail',
  errors: entriesOf('ancillaryOrderDetail'),
  path: '/json/ancillaryOrderDetail',
  host: 'api',
  effect: 'read',
  acceptGzip: false,
  defaultTimeoutMs: 20_000,
  encoding: 'json',
  buildPayload: (request) => ({ data: { ancillaryOrderNum: request.ancillaryOrderNum } }),
  readData: readWithSchema(wireAncillaryOrder),
});
