/** The seven operations of the buyer API and where they live. */

export type OperationId =
  | 'shopping'
  | 'pricing'
  | 'modifyOrder'
  | 'ticketing'
  | 'ancillaryOrderDetail'
  | 'checkReimbursed'
  | 'refundRequest';

export const OPERATION_PATHS: Readonly<Record<OperationId, string>> = {
  shopping: '/json/shoppingV8',
  pricing: '/json/precisePricing_V9',
  modifyOrder: '/json/buyer/fake/modifyOrder',
  ticketing: '/json/ticketing',
  ancillaryOrderDetail: '/json/ancillaryOrderDetail',
  checkReimbursed: '/json/refundReimburse/check',
  refundRequest: '/refund-api/refundRequest',
};

export const OPERATION_IDS = Object.keys(OPERATION_PATHS) as OperationId[];

const byPath = new Map(Object.entries(OPERATION_PATHS).map(([id, path]) => [path, id as OperationId]));

export function operationForPath(path: string): OperationId | undefined {
  return byPath.get(path);
}
