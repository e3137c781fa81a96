import { entriesOf } from '../errors/catalogue';
import { wireReimbursement, type WireReimbursement } from '../wire/reimbursement';
import { defineOperationSpec, readWithSchema } from './operation-spec';

export interface CheckReimbursedRequest {
  /** The refund order number. */
  orderNum: string;
}

/** CheckReimbursed (4.6): read-only. */
export const checkReimbursedOperation = defineOperationSpec<CheckReimbursedRequest, WireReimbursement>({
  name: 'checkReimbursed',
  errors: entriesOf('checkReimbursed'),
  path: '/json/refundReimburse/check',
  host: 'api',
  effect: 'read',
  acceptGzip: false,
  defaultTimeoutMs: 20_000,
  encoding: 'json',
  buildPayload: (request) => ({ data: { orderNum: request.orderNum } }),
  readData: readWithSchema(wireReimbursement),
});
