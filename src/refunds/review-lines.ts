import type { RefundDocument, RefundReview } from '@contract/domains/refunds';
import { sendableFileName } from '@contract/refunds/document-file-name';
import type { RefundForm } from '@contract/refunds/refund-form';
import { format, text } from '../ui-text';
import { plural } from '../ui-text/plural';
import { reasonWords, typeWords } from './refund-words';

/**
 * The review in words: every value the request carries, one line each, in the order the service
 * reads them. Built from the very request main will send (RefundReview.request), so the words and
 * the JSON toggle cannot disagree.
 */
export interface ReviewSection {
  heading: string;
  lines: string[];
}

const t = text.refunds.review;

export function reviewSections(review: RefundReview, form: RefundForm, documents: readonly Pick<RefundDocument, 'fileId' | 'fileName' | 'pages'>[]): ReviewSection[] {
  const { request } = review;
  const segments = request.pnrList.map((segment) => ({
    heading: format(t.segment, {
      segmentNo: segment.segmentNo,
      flight: flightOf(form, segment.segmentNo, segment.flightNum),
      from: segment.departure,
      to: segment.arrival,
      cabin: segment.cabinClass,
      bookingCode: segment.bookingCode,
      pnr: segment.pnr ? format(t.pnr, { pnr: segment.pnr + (segment.airPnr ? ` / ${segment.airPnr}` : '') }) : '',
    }),
    lines: segment.ticketNums.map((ticket) =>
      format(t.passenger, {
        name: `${ticket.lastName}/${ticket.firstName}`,
        sex: ticket.sex,
        birthday: ticket.birthday,
        ticket: ticket.ticketNum ?? '—',
        document: ticket.cardNum ? format(t.document, { cardType: ticket.cardType ?? '', cardNum: ticket.cardNum }) : '',
      }),
    ),
  }));
  const contact = [request.contactPerson, request.email, request.telNum].filter(Boolean).join(' · ');
  return [
    {
      heading: format(t.order, { orderNum: request.orderNum }),
      lines: [
        request.allPaxOfOrder ? t.whole : t.part,
        format(t.type, { type: typeWords(request.refundType), reason: reasonWords(request.refundReason) }),
        contact ? format(t.contact, { contact }) : t.contactDefault,
        request.refundPricingId ? format(t.pricing, { id: request.refundPricingId }) : t.noPricing,
        request.canceledReservationBeforeDeparture ? t.cancelled : t.notCancelled,
        request.uploadedFileIds.length > 0 ? plural(request.uploadedFileIds.length, t.files) : t.noFiles,
      ],
    },
    ...(request.uploadedFileIds.length > 0 ? [{ heading: t.filesHeading, lines: request.uploadedFileIds.map((fileId) => fileLine(fileId, documents)) }] : []),
    ...segments,
  ];
}

/** Each id with the file it came from, so the agent sees which documents go with the refund. */
function fileLine(fileId: string, documents: readonly Pick<RefundDocument, 'fileId' | 'fileName' | 'pages'>[]): string {
  const document = documents.find((d) => d.fileId === fileId);
  if (!document?.fileName) return format(t.pastedLine, { fileId });
  const pages = document.pages === null ? '' : format(t.filePages, { pages: document.pages === 1 ? text.refunds.documents.page : format(text.refunds.documents.pages, { count: document.pages }) });
  // The name as it goes to the service (main stores and sends it so; this shows it so even for a draft saved before).
  return format(t.fileLine, { name: sendableFileName(document.fileName), pages, fileId });
}

function flightOf(form: RefundForm, segmentNo: number, flightNum: string): string {
  const airline = form.segments.find((s) => s.segmentNo === segmentNo)?.airline ?? '';
  return flightNum.startsWith(airline) ? flightNum : `${airline}${flightNum}`;
}
