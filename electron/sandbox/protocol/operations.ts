/**
 * The operations the sandbox serves and where they live: the seven of the specification, then the
 * booking path around them and OrderDetail, whose shapes are ASSUMED FROM PUBLIC MATERIAL, NOT IN
 * THE SPECIFICATION (real-world-notes.md, "The booking path around the specified operations" and
 * "Operations the specification only names").
 * docs/sandbox.md marks every assumed shape.
 */

/** The seven operations of buyer-api.md. */
export type SpecOperationId =
  | 'shopping'
  | 'pricing'
  | 'modifyOrder'
  | 'ticketing'
  | 'ancillaryOrderDetail'
  | 'checkReimbursed'
  | 'refundRequest';

/**
 * Operations the specification only names: the booking path's and OrderDetail's shapes are assumed
 * from public material; UploadAttachmentFile's shape is public nowhere and is the desk's
 * documented assumption.
 */
export type AssumedOperationId = 'preciseBooking' | 'orderPricing' | 'cancel' | 'uploadAttachment' | 'orderDetail';

export type OperationId = SpecOperationId | AssumedOperationId;

export const OPERATION_PATHS: Readonly<Record<OperationId, string>> = {
  shopping: '/json/shoppingV8',
  pricing: '/json/precisePricing_V9',
  modifyOrder: '/json/buyer/fake/modifyOrder',
  ticketing: '/json/ticketing',
  ancillaryOrderDetail: '/json/ancillaryOrderDetail',
  checkReimbursed: '/json/refundReimburse/check',
  refundRequest: '/refund-api/refundRequest',
  preciseBooking: '/json/preciseBooking_V7',
  orderPricing: '/json/orderPricingV5',
  cancel: '/json/cancel',
  uploadAttachment: '/json/uploadAttachmentFile',
  orderDetail: '/json/orderDetail/v13',
};

export const ASSUMED_OPERATION_IDS: readonly AssumedOperationId[] = ['preciseBooking', 'orderPricing', 'cancel', 'uploadAttachment', 'orderDetail'];

/**
 * Other versions of an operation served by the same handler (and the same faults). Clients call
 * PrecisePricing on `_V10`/`_V11` with the V9 body plus `tag`; those paths also take the
 * direct-pricing fallback (operations/pricing.ts). Older public clients read OrderDetail on `v10`.
 */
export const NEWER_VERSION_PATHS: Readonly<Record<string, OperationId>> = {
  '/json/precisePricing_V10': 'pricing',
  '/json/precisePricing_V11': 'pricing',
  '/json/orderDetail/v10': 'orderDetail',
};

export const OPERATION_IDS = Object.keys(OPERATION_PATHS) as OperationId[];

const byPath = new Map<string, OperationId>([
  ...Object.entries(OPERATION_PATHS).map(([id, path]) => [path, id as OperationId] as const),
  ...Object.entries(NEWER_VERSION_PATHS),
]);

export function operationForPath(path: string): OperationId | undefined {
  return byPath.get(path);
}
