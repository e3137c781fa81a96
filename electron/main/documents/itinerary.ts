import { drawFacts, drawLetterhead, drawTitle } from './document-sections';
import type { DocumentInput } from './document-model';
import type { DocumentWords } from './document-words';
import { drawAgencyContact, drawFareConditions, drawFlights, drawPassengers, orderFacts } from './order-parts';
import type { PdfCanvas } from './pdf-canvas';

/** The itinerary: who flies, on which flights, under which conditions, and whom to call. */
export async function drawItinerary(canvas: PdfCanvas, input: DocumentInput, words: DocumentWords): Promise<void> {
  await drawLetterhead(canvas, input.letterhead, words);
  drawTitle(canvas, words.inline('documents.title.itinerary'), input.order, words);
  drawFacts(canvas, orderFacts(input.order, words));
  drawPassengers(canvas, input.order.passengers, words);
  drawFlights(canvas, input.order.segments, words, { baggage: true });
  drawFareConditions(canvas, input.order.fareConditions, words);
  drawAgencyContact(canvas, input.letterhead, words);
}
