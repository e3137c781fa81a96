import type { DocumentInput, DocumentRequest } from './document-model';

/**
 * What the order file lacks for the document asked, as catalogue codes the document service can
 * send (`wording(code)`) and the Orders screen can show before the agent saves or prints. The
 * document is still built when there are gaps: it says in its own words what is missing (a
 * receipt without a selling price prints "selling price not entered", never the net price).
 */
type DocumentGap = 'documents.gap.sellingPrice' | 'documents.gap.refund' | 'documents.gap.passenger';

export function documentGaps(request: DocumentRequest, input: DocumentInput): DocumentGap[] {
  const gaps: DocumentGap[] = [];
  if (request.kind === 'receipt' && input.sellingPrice === null && request.showNetPrice !== true) gaps.push('documents.gap.sellingPrice');
  if (request.kind === 'refund-evidence' && input.refund === null) gaps.push('documents.gap.refund');
  if (request.passengerIndex !== undefined && !input.order.passengers.some((p) => p.passengerIndex === request.passengerIndex)) gaps.push('documents.gap.passenger');
  return gaps;
}
