import { entriesOf } from '../../errors/catalogue';
import { wireOrderPricingData, type WireOrderPricingData } from '../../wire/assumed/order-pricing';
import { defineOperationSpec, readWithSchema } from '../operation-spec';

export interface OrderPricingRequest {
  orderNum: string;
}

/**
 * OrderPricing V5: ASSUMED FROM PUBLIC MATERIAL, NOT IN THE SPECIFICATION (real-world-notes.md,
 * "The booking path around the specified operations"). Confirms a to-be-paid order's price before
 * paying; the real service expects Ticketing within 30 minutes of it. A read: it charges nothing,
 * so asking again is safe. B116 means the price changed (ask again to see the new one); B115 the
 * deadline passed; B112 already paid. An answer this module cannot read is a bad-response error
 * naming the field: the agent then pays on the order's known price (the manual path).
 */
export const orderPricingOperation = defineOperationSpec<OrderPricingRequest, WireOrderPricingData>({
  name: 'orderPricing',
  errors: entriesOf('orderPricing'),
  path: '/json/orderPricingV5',
  host: 'api',
  effect: 'read',
  acceptGzip: false,
  defaultTimeoutMs: 30_000,
  encoding: 'json',
  buildPayload: (request) => ({ orderPricing: { orderNum: request.orderNum } }),
  readData: readWithSchema(wireOrderPricingData),
});
