import type { CustomerDocumentLanguage, DocumentShellOutcome, MadeDocument, customerDocumentSchema } from '../../../contract/domains/customer-documents';
import type { Language } from '../../../contract/domains/language';
import type { FiledOrder } from '../../../contract/domains/orders';
import type { OfferSnapshot } from '../../../contract/domains/pricing';
import { ok, validationFailure, type SentResult } from '../../../contract/result';
import { wording } from '../../../contract/words';
import type { z } from 'zod';
import type { OrderFile } from '../../archive/orders/order-file';
import { buildCustomerDocument } from '../../documents/build-customer-document';
import { documentGaps } from '../../documents/document-gaps';
import type { DocumentInput, DocumentRequest } from '../../documents/document-model';
import type { Logger } from '../../logging/logger';
import type { LetterheadService } from './letterhead-service';
import { offerConditions, type OfferConditions } from './offer-conditions';
import { orderToDocument, type DocumentNames, type FiledRefund } from './order-to-document';

type DocumentAsk = z.output<typeof customerDocumentSchema>;

/** What the Electron shell adds: the system's save dialog and printing. Browser mode has neither. */
export interface DocumentShell {
  /** Writes the PDF where the agent chooses; false when the dialog was cancelled. */
  savePdf(suggestedName: string, bytes: Uint8Array): Promise<boolean>;
  /** The system's print dialog for the PDF; false when cancelled. */
  printPdf(bytes: Uint8Array): Promise<boolean>;
}

interface DocumentServiceDependencies {
  orderFile: Pick<OrderFile, 'reader' | 'sellingPrices' | 'drafts'>;
  letterhead: Pick<LetterheadService, 'stored'>;
  names: DocumentNames;
  /** The priced offer an order was booked from by this desk, if the search archive still has it (its mini rules and baggage). */
  offerOf?: (orderNum: string) => Pick<OfferSnapshot, 'journeys' | 'rules' | 'baggage'> | null;
  /** The desk's language: a document's language when the page asks for none. */
  language: () => Language;
  shell?: DocumentShell;
  logger: Logger;
  now?: () => Date;
}

const GAP_CODES = { 'documents.gap.sellingPrice': 'sellingPrice', 'documents.gap.refund': 'refund', 'documents.gap.passenger': 'passenger' } as const;

/**
 * Customer documents from Orders (issue 25): reads the order, its refund, its selling price and the
 * letterhead from the order file and Settings only (so it works offline), and has pdf-core's
 * builders make the PDF. The page previews what `make` returns; `save` and `print` build the same
 * document again and hand it to the shell (a second build costs less than keeping PDFs in main).
 */
export class DocumentService {
  constructor(private readonly deps: DocumentServiceDependencies) {}

  async make(ask: DocumentAsk): Promise<SentResult<MadeDocument>> {
    const built = await this.build(ask);
    if (!built.ok) return built;
    const { bytes, fileName, language, input, request } = built.value;
    const gaps = documentGaps(request, input).map((gap) => ({ code: GAP_CODES[gap], text: wording(gap) }));
    return ok({ fileName, pdfBase64: Buffer.from(bytes).toString('base64'), bytes: bytes.length, language, gaps });
  }

  async save(ask: DocumentAsk): Promise<SentResult<DocumentShellOutcome>> {
    return this.throughShell(ask, (shell, built) => shell.savePdf(built.fileName, built.bytes), 'saved');
  }

  async print(ask: DocumentAsk): Promise<SentResult<DocumentShellOutcome>> {
    return this.throughShell(ask, (shell, built) => shell.printPdf(built.bytes), 'printed');
  }

  private async throughShell(ask: DocumentAsk, use: (shell: DocumentShell, built: { fileName: string; bytes: Uint8Array }) => Promise<boolean>, done: 'saved' | 'printed'): Promise<SentResult<DocumentShellOutcome>> {
    const built = await this.build(ask);
    if (!built.ok) return built;
    const { fileName } = built.value;
    if (!this.deps.shell) return ok({ outcome: 'in-page', fileName });
    const finished = await use(this.deps.shell, built.value);
    this.deps.logger.info(`documents.${done}`, { kind: ask.kind, finished });
    return ok({ outcome: finished ? done : 'cancelled', fileName });
  }

  private async build(ask: DocumentAsk): Promise<SentResult<{ bytes: Uint8Array; fileName: string; language: CustomerDocumentLanguage; input: DocumentInput; request: DocumentRequest }>> {
    const order = this.deps.orderFile.reader.detail(ask.orderId);
    if (!order) return validationFailure([{ field: 'orderId', rule: 'order-in-file', message: wording('documentDesk.orderNotInFile', { orderId: ask.orderId }) }]);
    const language = ask.language ?? this.deps.language();
    const request: DocumentRequest = {
      kind: ask.kind,
      language,
      ...(ask.passengerIndex !== undefined ? { passengerIndex: ask.passengerIndex } : {}),
      showNetPrice: ask.showNetPrice,
    };
    const input = orderToDocument(order, {
      letterhead: this.deps.letterhead.stored(),
      sellingPrice: this.deps.orderFile.sellingPrices.current(order.id),
      refund: ask.kind === 'refund-evidence' ? this.refundOf(order) : null,
      conditions: this.conditionsOf(order),
      names: this.deps.names,
      madeAt: this.deps.now?.() ?? new Date(),
    });
    const started = performance.now();
    const bytes = await buildCustomerDocument(request, input);
    this.deps.logger.info('documents.built', { kind: ask.kind, language, bytes: bytes.length, ms: Math.round(performance.now() - started) });
    const who = ask.passengerIndex !== undefined ? `-p${ask.passengerIndex}` : '';
    return ok({ bytes, fileName: `${ask.kind}-${order.orderNum}${who}-${language}.pdf`, language, input, request });
  }

  private conditionsOf(order: FiledOrder): OfferConditions | null {
    const offer = order.kind === 'air' ? this.deps.offerOf?.(order.orderNum) : null;
    return offer ? offerConditions(offer, order.segments) : null;
  }

  /**
   * The refund of an order: for a refund order, the draft of its parent that made it (else the
   * parent's latest sent draft); for an air order, its latest sent draft and the refund order it made.
   */
  private refundOf(order: FiledOrder): FiledRefund | null {
    const { reader, drafts } = this.deps.orderFile;
    const account = reader.accountOf(order.id);
    const byNumber = (orderNum: string | null): FiledOrder | null => {
      if (!orderNum || !account) return null;
      const id = reader.findId(account, orderNum);
      return id === null ? null : reader.detail(id);
    };
    const parent = order.kind === 'refund' ? byNumber(order.parentOrderNum) : order;
    const sent = parent ? drafts.list().filter((draft) => draft.orderId === parent.id && draft.sentRequest !== null) : [];
    const made = (draft: (typeof sent)[number]) => draft.outcome?.kind === 'refunded' && draft.outcome.refundOrderNum === order.orderNum;
    // drafts.list() is newest first.
    const draft = (order.kind === 'refund' ? sent.find(made) : undefined) ?? sent[0] ?? null;
    const outcome = draft?.outcome;
    const refundOrder =
      order.kind === 'refund'
        ? order
        : byNumber(outcome?.kind === 'refunded' ? outcome.refundOrderNum : (order.links.find((link) => link.relation === 'refund')?.orderNum ?? null));
    if (!draft && !refundOrder) return null;
    return { draft, documents: draft ? drafts.documents(draft.id) : [], refundOrder };
  }
}
