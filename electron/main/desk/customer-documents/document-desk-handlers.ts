import { ok } from '../../../contract/result';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { LetterheadService } from './letterhead-service';
import type { SellingPriceService } from './selling-price-service';

/** The desk's side of customer documents: the selling price of an order, the letterhead. */
export function documentDeskHandlers(sellingPrices: SellingPriceService, letterhead: LetterheadService) {
  return {
    'sellingPrice.get': (async ({ orderId }) => sellingPrices.get(orderId)) satisfies Handler<'sellingPrice.get'>,
    'sellingPrice.save': (async (input, { requestId }) => sellingPrices.save(input, requestId)) satisfies Handler<'sellingPrice.save'>,
    'letterhead.get': (async () => ok(letterhead.get())) satisfies Handler<'letterhead.get'>,
    'letterhead.save': ((input) => letterhead.save(input)) satisfies Handler<'letterhead.save'>,
  };
}
