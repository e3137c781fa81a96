import type { DocumentInput, DocumentKind, DocumentRequest } from './document-model';
import { drawFooters } from './document-sections';
import { DocumentWords } from './document-words';
import { drawItinerary } from './itinerary';
import { PdfCanvas } from './pdf-canvas';
import { drawReceipt } from './receipt';
import { drawRefundEvidence } from './refund-evidence';

const TITLES: Readonly<Record<DocumentKind, 'documents.title.itinerary' | 'documents.title.receipt' | 'documents.title.refundEvidence'>> = { itinerary: 'documents.title.itinerary', receipt: 'documents.title.receipt', 'refund-evidence': 'documents.title.refundEvidence' };

/**
 * The one door to customer documents (issue 25, docs/customer-documents.md): the PDF of the
 * document asked, built from the order's facts in the language asked, whatever the desk's own.
 * The document service reads the order file into a DocumentInput; nothing here reads the order
 * file or the network.
 */
export async function buildCustomerDocument(request: DocumentRequest, input: DocumentInput): Promise<Uint8Array> {
  const words = new DocumentWords(request.language);
  const title = `${words.inline(TITLES[request.kind])} ${input.order.orderNum}`;
  const canvas = await PdfCanvas.open(title, words.primary);
  if (request.kind === 'itinerary') await drawItinerary(canvas, input, words);
  else if (request.kind === 'receipt') await drawReceipt(canvas, request, input, words);
  else await drawRefundEvidence(canvas, input, words);
  drawFooters(canvas, input.order.orderNum, input.madeAt, words);
  // All objects in one go: by default pdf-lib yields every 50, and on a busy machine each yield waits its turn.
  return canvas.doc.save({ objectsPerTick: Infinity });
}
