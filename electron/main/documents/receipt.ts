import { formatMoney } from '../../contract/format/desk-format';
import type { DocumentInput, DocumentMoney, DocumentRequest } from './document-model';
import { drawFacts, drawHeading, drawLetterhead, drawSentences, drawTitle } from './document-sections';
import type { DocumentWords } from './document-words';
import { drawFlights, drawPassengers, orderFacts, passengerName } from './order-parts';
import { MUTED, WARNING, type PdfCanvas } from './pdf-canvas';
import { drawTable, type Cell } from './pdf-table';
import { paidAmount } from './receipt-amounts';

const money = (value: DocumentMoney): string => formatMoney(value.amount, value.currency);

/**
 * The e-ticket receipt, per order or per passenger: tickets, flights and what the customer paid.
 * The amount is the selling price the agent entered; the net price the agency paid the platform
 * appears only when the agent asked for it (showNetPrice).
 */
export async function drawReceipt(canvas: PdfCanvas, request: DocumentRequest, input: DocumentInput, words: DocumentWords): Promise<void> {
  const { order } = input;
  const passengers = request.passengerIndex === undefined ? order.passengers : order.passengers.filter((p) => p.passengerIndex === request.passengerIndex);
  await drawLetterhead(canvas, input.letterhead, words);
  drawTitle(canvas, words.inline('documents.title.receipt'), order, words);
  const only = request.passengerIndex !== undefined ? passengers[0] : undefined;
  drawFacts(canvas, [...orderFacts(order, words), ...(only ? [{ label: words.say('documents.field.passenger'), value: [passengerName(only)] }] : [])]);
  drawPassengers(canvas, passengers, words);
  drawFlights(canvas, order.segments, words, { baggage: false });
  // The letterhead at the top already says whom to call: a receipt stays one page where it can.
  drawPayment(canvas, request, input, words);
}

function drawPayment(canvas: PdfCanvas, request: DocumentRequest, input: DocumentInput, words: DocumentWords): void {
  const { order, sellingPrice } = input;
  drawHeading(canvas, words.say('documents.section.payment'));
  const paid = paidAmount(order, sellingPrice);
  const passengers = order.passengers.length;
  const rows: Cell[][] = [];
  if (request.showNetPrice === true) {
    for (const line of order.amounts) rows.push([{ main: words.say('documents.receipt.amount', { key: line.key }) }, { main: [formatMoney(line.amount, line.currency)] }]);
    if (order.netTotal && !order.amounts.some((line) => line.key === 'orderAmount')) rows.push([{ main: words.say('documents.receipt.amount', { key: 'orderAmount' }) }, { main: [money(order.netTotal)] }]);
    if (sellingPrice?.kind === 'service-fee') rows.push([{ main: words.say('documents.receipt.serviceFee') }, { main: [money(sellingPrice)] }]);
  }
  if (paid.kind === 'paid') {
    const label = request.showNetPrice === true ? words.say('documents.receipt.total') : words.say('documents.receipt.amountPaidOrder', { passengers });
    rows.push([{ main: label }, { main: [money(paid.total)] }]);
  }
  if (rows.length > 0) {
    drawTable(canvas, [{ header: words.say('documents.column.item'), weight: 3 }, { header: words.say('documents.column.amount'), weight: 1.2, align: 'right' }], rows);
    canvas.gap(4);
  }
  if (paid.kind === 'no-selling-price') drawSentences(canvas, words.say('documents.receipt.noPrice'), 10, WARNING);
  if (paid.kind === 'no-net-price') drawSentences(canvas, words.say('documents.receipt.noNetPrice'), 10, WARNING);
  if (paid.kind === 'currencies-differ') drawSentences(canvas, words.say('documents.receipt.currencies', { fee: money(paid.fee), net: money(paid.net) }), 10, WARNING);
  if (request.showNetPrice === true) drawSentences(canvas, words.say('documents.receipt.netShown'), 7.8, MUTED);
}
