/** Customer documents (itinerary, e-ticket receipt, refund evidence: electron/main/documents/), worded in the language the document asks. */
export const DOCUMENTS_EN = {
  'documents.gap.sellingPrice': 'Selling price not entered: the receipt shows no amount until the agent enters the selling price (or a service fee) of this order.',
  'documents.gap.refund': 'This order has no refund in the file: there is no refund evidence to put together.',
  'documents.gap.passenger': 'This passenger is not in the order.',
};
