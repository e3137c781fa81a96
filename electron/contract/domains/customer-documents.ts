import { z } from 'zod';
import { codedRule } from '../coded-rule';
import type { Text } from '../words';
import { orderRefSchema } from './orders';

/**
 * A customer document of an order (issue 25, docs/customer-documents.md), asked from Orders: main
 * builds it from the order file (offline) in the language asked and hands the PDF to the page,
 * which previews it; saving and printing go through the shell where there is one.
 */
const DOCUMENT_KINDS = ['itinerary', 'receipt', 'refund-evidence'] as const;
export type CustomerDocumentKind = (typeof DOCUMENT_KINDS)[number];
const DOCUMENT_LANGUAGES = ['en', 'zh-CN', 'both'] as const;
export type CustomerDocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const customerDocumentSchema = z.strictObject({
  orderId: orderRefSchema.shape.orderId,
  kind: z.enum(DOCUMENT_KINDS),
  /** Absent: the desk's own language. */
  language: z.enum(DOCUMENT_LANGUAGES).optional(),
  /** Receipt only: one passenger's receipt (the order's passenger number). */
  passengerIndex: z.number().int(codedRule('rules.wholeNumber')).min(1, codedRule('rules.atLeast', { min: 1 })).max(9, codedRule('rules.atMost', { max: 9 })).optional(),
  /** Receipt only: also print the net price (off unless the agent asks: the customer must not see it by accident). */
  showNetPrice: z.boolean().default(false),
});

export interface MadeDocument {
  /** What to call the file: kind, order number, language (`receipt-917083410145514001-en.pdf`). */
  fileName: string;
  /** The PDF, Base64 (the page turns it into a blob: URL for its preview). */
  pdfBase64: string;
  bytes: number;
  language: CustomerDocumentLanguage;
  /** What the order file lacks for this document (e.g. no selling price): the document says it too. */
  gaps: { code: 'sellingPrice' | 'refund' | 'passenger'; text: Text }[];
}

/** `in-page`: this desk has no save dialog or printer of its own (browser mode): the page saves or opens the PDF it has. */
export interface DocumentShellOutcome {
  outcome: 'saved' | 'printed' | 'cancelled' | 'in-page';
  fileName: string;
}
