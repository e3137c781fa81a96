import { ok } from '../../../contract/result';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { DocumentService } from './document-service';
import type { LetterheadService } from './letterhead-service';
import type { SellingPriceService } from './selling-price-service';

/** The desk's side of customer documents: the selling price of an order, the letterhead, the documents. */
export function documentDeskHandlers(sellingPrices: SellingPriceService, letterhead: LetterheadService, documents: DocumentService) {
  return {
    'sellingPrice.get': (async ({ orderId }) => sellingPrices.get(orderId)) satisfies Handler<'sellingPrice.get'>,
    'sellingPrice.save': (async (input, { requestId }) => sellingPrices.save(input, requestId)) satisfies Handler<'sellingPrice.save'>,
    'letterhead.get': (async () => ok(letterhead.get())) satisfies Handler<'letterhead.get'>,
    'letterhead.save': ((input) => letterhead.save(input)) satisfies Handler<'letterhead.save'>,
    'documents.make': ((ask) => documents.make(ask)) satisfies Handler<'documents.make'>,
    'documents.save': ((ask) => documents.save(ask)) satisfies Handler<'documents.save'>,
    'documents.print': ((ask) => documents.print(ask)) satisfies Handler<'documents.print'>,
  };
}
