import { entriesOf } from '../errors/catalogue';
import { defineOperationSpec } from './operation-spec';

export interface ModifyOrderStatusRequest {
  orderNum: string;
}

/** ModifyOrderStatus (4.3): sandbox only, paid test order → ISSED. A write; success has no data. */
export const modifyOrderStatusOperation = defineOperationSpec<ModifyOrderStatusRequest, null>({
  name: 'modifyOrderStatus',
  errors: entriesOf('modifyOrderStatus'),
  path: '/json/buyer/fake/modifyOrder',
  host: 'api',
  effect: 'write',
  acceptGzip: false,
  defaultTimeoutMs: 30_000,
  encoding: 'json',
  buildPayload: (request) => ({ fakeModifyOrder: { orderNum: request.orderNum } }),
  readData: null,
});
