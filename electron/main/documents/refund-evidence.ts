import { formatDayMonthYear, formatMoney } from '../../contract/format/desk-format';
import { DOCUMENT_TYPE_NAMES } from '../../contract/refunds/refund-documents';
import type { DocumentInput, EvidenceClock, EvidenceStatus, RefundAttachment, RefundEvidence } from './document-model';
import { drawFacts, drawHeading, drawLetterhead, drawSentences, drawTitle, fullDateTime, utcMinute, type Fact } from './document-sections';
import type { DocumentWords } from './document-words';
import { statusLines } from './order-parts';
import { MUTED, type PdfCanvas } from './pdf-canvas';
import { drawTable } from './pdf-table';

/**
 * The refund evidence pack: the request exactly as sent, the documents attached to it, every
 * status the refund went through with the clock each time was read on, what each passenger gets
 * back and the vouchers. What the agency keeps if the refund is ever disputed.
 */
export async function drawRefundEvidence(canvas: PdfCanvas, input: DocumentInput, words: DocumentWords): Promise<void> {
  const { order } = input;
  const refund: RefundEvidence = input.refund ?? { refundOrderNum: null, request: null, requestId: null, sentAt: null, attachments: [], history: [], lines: [], vouchers: [] };
  const notKnown = words.say('documents.notKnown');
  await drawLetterhead(canvas, input.letterhead, words);
  drawTitle(canvas, words.inline('documents.title.refundEvidence'), order, words);
  drawFacts(canvas, [
    { label: words.say('documents.field.originalOrderNum'), value: [order.orderNum] },
    { label: words.say('documents.field.refundOrderNum'), value: refund.refundOrderNum ? [refund.refundOrderNum] : words.say('documents.request.outcomeNotKnown') },
    { label: words.say('documents.field.pnr'), value: order.pnr ? [order.pnr] : notKnown },
    { label: words.say('documents.field.airPnr'), value: order.airPnr ? [order.airPnr] : notKnown },
    { label: words.say('documents.field.status'), value: statusLines(refund.history.at(-1) ?? order, words) },
  ]);
  drawRequest(canvas, refund, words);
  drawAttachments(canvas, refund, words);
  drawHistory(canvas, refund.history, words);
  drawRefundLines(canvas, refund, words);
  drawVouchers(canvas, refund, words);
  // No contact section: the agency keeps this document, and the letterhead already names it (it
  // once took a page of its own after the vouchers).
}

function drawRequest(canvas: PdfCanvas, refund: RefundEvidence, words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.request'));
  const request = refund.request;
  if (!request) {
    drawSentences(canvas, words.say('documents.request.notSent'));
    return;
  }
  const facts: Fact[] = [
    { label: words.say('documents.field.refundType'), value: words.say('documents.refundType', { type: request.refundType }) },
    { label: words.say('documents.field.refundReason'), value: words.say('documents.refundReason', { reason: request.refundReason }) },
    { label: words.say('documents.field.scope'), value: words.say(request.allPaxOfOrder ? 'documents.scope.all' : 'documents.scope.some') },
    { label: words.say('documents.field.requestId'), value: [refund.requestId ?? '\u2013'] },
    { label: words.say('documents.field.sentAt'), value: refund.sentAt ? words.each((language) => fullDateTime(utcMinute(refund.sentAt ?? ''), language)) : ['\u2013'] },
    { label: words.say('documents.field.contactPerson'), value: [request.contactPerson, request.telNum, request.email].filter((line): line is string => Boolean(line)) },
  ];
  drawFacts(canvas, facts);
  canvas.gap(4);
  drawTable(
    canvas,
    [
      { header: words.say('documents.column.segment'), weight: 0.7 },
      { header: words.say('documents.column.flight'), weight: 1.8 },
      { header: words.say('documents.column.name'), weight: 2.6 },
      { header: words.say('documents.column.tickets'), weight: 1.9 },
    ],
    request.pnrList.map((segment) => [
      { main: [String(segment.segmentNo)] },
      { main: [`${segment.flightNum} ${segment.departure}\u2013${segment.arrival}`], sub: [[segment.cabinClass, segment.bookingCode, segment.pnr].filter(Boolean).join(' · ')] },
      { main: segment.ticketNums.map((ticket) => `${ticket.lastName}/${ticket.firstName}`) },
      { main: segment.ticketNums.map((ticket) => ticket.ticketNum ?? '\u2013') },
    ]),
  );
  canvas.gap(4);
  const ids = request.uploadedFileIds.length > 0 ? request.uploadedFileIds.join(', ') : '\u2013';
  canvas.paragraph(`${words.say('documents.field.fileIds').join(' / ')}: ${ids}`, { size: 8.3, color: MUTED });
}

function drawAttachments(canvas: PdfCanvas, refund: RefundEvidence, words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.attachments'));
  if (refund.attachments.length === 0) {
    drawSentences(canvas, words.say('documents.none.attachments'));
    return;
  }
  drawTable(
    canvas,
    [
      { header: words.say('documents.column.file'), weight: 3 },
      { header: words.say('documents.column.fileType'), weight: 0.8 },
      { header: words.say('documents.column.pages'), weight: 0.7, align: 'right' },
      { header: words.say('documents.column.fileId'), weight: 2.2 },
    ],
    refund.attachments.map((attachment: RefundAttachment) => [
      { main: [attachment.name ?? '\u2013'] },
      { main: [attachment.type ? DOCUMENT_TYPE_NAMES[attachment.type] : '\u2013'] },
      { main: [attachment.pages === null ? '\u2013' : String(attachment.pages)] },
      { main: attachment.fileId ? [attachment.fileId] : words.say('documents.notUploaded') },
    ]),
  );
}

/** The desk's instants are shown in UTC; the service's times as it sent them (Beijing). */
const CLOCKS: Readonly<Record<EvidenceClock, 'documents.clock.desk' | 'documents.clock.service'>> = { desk: 'documents.clock.desk', service: 'documents.clock.service' };

function drawHistory(canvas: PdfCanvas, history: readonly EvidenceStatus[], words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.history'));
  if (history.length === 0) {
    drawSentences(canvas, words.say('documents.none.history'));
    return;
  }
  drawTable(
    canvas,
    [
      { header: words.say('documents.column.time'), weight: 1.6 },
      { header: words.say('documents.column.clock'), weight: 1.6 },
      { header: words.say('documents.field.status'), weight: 2.6 },
    ],
    history.map((entry) => [
      { main: words.each((language) => fullDateTime(entry.clock === 'desk' ? utcMinute(entry.at) : entry.at, language)) },
      { main: words.say(CLOCKS[entry.clock]) },
      { main: statusLines(entry, words), sub: [...(entry.status.code ? [entry.status.code] : []), ...(entry.inferred ? words.say('documents.inferred') : [])] },
    ]),
  );
}

function drawRefundLines(canvas: PdfCanvas, refund: RefundEvidence, words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.refundLines'));
  if (refund.lines.length === 0) {
    drawSentences(canvas, words.say('documents.none.refundLines'));
    return;
  }
  const amount = (value: string | null, currency: string | null) => ({ main: [value === null ? '\u2013' : formatMoney(value, currency)] });
  drawTable(
    canvas,
    [
      { header: words.say('documents.column.name'), weight: 2.2 },
      { header: words.say('documents.column.paid'), weight: 1.3, align: 'right' as const },
      { header: words.say('documents.column.used'), weight: 1.3, align: 'right' as const },
      { header: words.say('documents.column.nonRefundable'), weight: 1.3, align: 'right' as const },
      { header: words.say('documents.column.serviceFee'), weight: 1.3, align: 'right' as const },
      { header: words.say('documents.column.refund'), weight: 1.3, align: 'right' as const },
    ],
    refund.lines.map((line) => [
      { main: [`${line.lastName}/${line.firstName}`], sub: line.formOfPayment ? [line.formOfPayment] : [] },
      amount(line.paid, line.currency),
      amount(line.used, line.currency),
      amount(line.nonRefundable, line.currency),
      amount(line.serviceFee, line.currency),
      amount(line.refund, line.currency),
    ]),
  );
}

function drawVouchers(canvas: PdfCanvas, refund: RefundEvidence, words: DocumentWords): void {
  drawHeading(canvas, words.say('documents.section.vouchers'));
  if (refund.vouchers.length === 0) {
    drawSentences(canvas, words.say('documents.none.vouchers'));
    return;
  }
  drawTable(
    canvas,
    [
      { header: words.say('documents.column.voucher'), weight: 1.8 },
      { header: words.say('documents.column.name'), weight: 1.8 },
      { header: words.say('documents.column.amount'), weight: 1.3, align: 'right' },
      { header: words.say('documents.column.valid'), weight: 1.6 },
      { header: words.say('documents.column.fileId'), weight: 1.6 },
    ],
    refund.vouchers.map((voucher) => [
      { main: [voucher.voucherNumber] },
      { main: [voucher.lastName || voucher.firstName ? `${voucher.lastName ?? ''}/${voucher.firstName ?? ''}` : '\u2013'] },
      { main: [voucher.amount === null ? '\u2013' : formatMoney(voucher.amount, voucher.currency)] },
      { main: validity(voucher.validFrom, voucher.validEnd, words) },
      { main: [voucher.fileId ?? '\u2013'] },
    ]),
  );
}

/** A voucher's validity written as every other date of the document (03DEC26, 2026年12月3日), not as the service sends it. */
function validity(from: string | null, to: string | null, words: DocumentWords): string[] {
  const dates = [from, to].filter((date): date is string => Boolean(date));
  if (dates.length === 0) return ['\u2013'];
  return words.each((language) => dates.map((date) => formatDayMonthYear(date.slice(0, 10), language)).join(' \u2013 '));
}
