import type { z } from 'zod';
import { defineOperation } from './define';
import {
  cancelRequestSchema,
  emptyInputSchema,
  externalUrlSchema,
  preferencesPatchSchema,
  type AppInfo,
  type CancelOutcome,
  type ExternalOpenOutcome,
  type Preferences,
} from './domains/app';
import type { ConnectionStatus } from './domains/connection';
import type { ServiceClockState } from './domains/service-clock';
import { airlineSearchSchema, placeSearchSchema, type AirlineMatch, type PlaceMatch } from './domains/places';
import { priceOfferSchema, pricedOfferRefSchema, type PricedOffer, type PricedOfferSummary } from './domains/pricing';
import {
  bringBackSchema,
  manualOrderSchema,
  openOrderSchema,
  orderBackupSchema,
  orderExportSchema,
  orderListSchema,
  orderNoteSchema,
  orderRefSchema,
  orderSearchSchema,
  payloadRefSchema,
  type BroughtBack,
  type FiledOrder,
  type OpenedOrder,
  type OrderBackup,
  type OrderExport,
  type OrderFileStatus,
  type OrderPage,
  type OrderPayload,
  type OrderSearchResult,
  type RefreshedOrder,
  type SavedNote,
} from './domains/orders';
import { openAncillarySchema, type OpenedAncillary } from './domains/ancillaries';
import {
  addRefundOrderSchema,
  boardPageSchema,
  reimbursementCheckSchema,
  reimbursementRowsSchema,
  type ReimbursementBoard,
  type ReimbursementBoardPage,
  type ReimbursementCheckSummary,
  type ReimbursementPollerState,
  type ReimbursementRow,
} from './domains/reimbursements';
import {
  attachBeginSchema,
  attachChunkSchema,
  documentRefSchema,
  pasteFileIdsSchema,
  refundCandidatesSchema,
  refundDraftRefSchema,
  submitRefundSchema,
  saveRefundDraftSchema,
  startRefundSchema,
  type AttachStarted,
  type ChunkReceived,
  type DiscardedDraft,
  type RefundCandidate,
  type RefundDraft,
  type RefundDraftSummary,
  type RefundReview,
} from './domains/refunds';
import {
  payOrderSchema,
  prepareTicketingSchema,
  ticketingOrderSchema,
  type IssueResult,
  type OrderPriceCheck,
  type PaymentResult,
  type PreFlight,
  type TicketingQueue,
} from './domains/ticketing';
import { createTestOrderSchema, type TestOrder } from './domains/booking';
import {
  addHangSchema,
  addLatencySchema,
  advanceClockSchema,
  answerErrorSchema,
  forcePricingSchema,
  type TrainingState,
} from './domains/training';
import { searchRefSchema, shoppingSearchSchema, type RecentSearch } from './domains/shopping';
import type { ShoppingResultsWire } from './domains/shopping-wire';
import {
  profileDraftSchema,
  profileRefSchema,
  type ConnectionTest,
  type DeletedProfile,
  type ProfileList,
  type ProfileSummary,
  type RemovedUnusedKey,
  unusedKeyRefSchema,
} from './domains/profiles';
import type { KeptStateFile } from './domains/state-files';
import {
  reconcileSchema,
  reportExportSchema,
  reportFiguresSchema,
  setReportTimeZoneSchema,
  type Reconciliation,
  type ReportExport,
  type ReportFigures,
  type ReportTimeZone,
} from './domains/reports';
import { customerDocumentSchema, type DocumentShellOutcome, type MadeDocument } from './domains/customer-documents';
import { letterheadSchema, type LetterheadSettings } from './domains/letterhead';
import { sellingPriceSchema, type SellingPriceView } from './domains/selling-price';
import { agencyOrderSchema, handOverSchema, prepareAgencySchema, saveAgencySchema, type AgencyConnectionTest, type AgencyHolder, type AgencyOrderView, type AgencyState } from './domains/agency';

/**
 * Every operation the renderer can ask of main, in both transports. A name is `group.action`;
 * the bridge exposes it as `desk.group.action(input, options)`.
 */
export const operations = {
  'app.info': defineOperation<AppInfo>()(emptyInputSchema),
  /** State files (profiles, preferences) found damaged and kept aside as `.corrupt-<time>`. */
  'app.keptStateFiles': defineOperation<KeptStateFile[]>()(emptyInputSchema),
  'preferences.get': defineOperation<Preferences>()(emptyInputSchema),
  'preferences.update': defineOperation<Preferences>()(preferencesPatchSchema),
  'connection.status': defineOperation<ConnectionStatus>()(emptyInputSchema),
  'serviceClock.get': defineOperation<ServiceClockState>()(emptyInputSchema),
  'requests.cancel': defineOperation<CancelOutcome>()(cancelRequestSchema),
  'external.open': defineOperation<ExternalOpenOutcome>()(externalUrlSchema),
  'profiles.list': defineOperation<ProfileList>()(emptyInputSchema),
  'profiles.active': defineOperation<ProfileSummary>()(emptyInputSchema),
  'profiles.save': defineOperation<ProfileSummary>()(profileDraftSchema),
  'profiles.delete': defineOperation<DeletedProfile>()(profileRefSchema),
  'profiles.activate': defineOperation<ProfileSummary>()(profileRefSchema),
  'profiles.test': defineOperation<ConnectionTest>()(profileRefSchema),
  /** Removes a keychain entry no profile uses (one of `ProfileList.unusedKeys`). */
  'profiles.removeUnusedKey': defineOperation<RemovedUnusedKey>()(unusedKeyRefSchema),
  'places.search': defineOperation<PlaceMatch[]>()(placeSearchSchema),
  'places.airlines': defineOperation<AirlineMatch[]>()(airlineSearchSchema),
  // Results travel in their wire form (shared lists sent once); decodeShoppingResults restores them.
  'shopping.search': defineOperation<ShoppingResultsWire>()(shoppingSearchSchema()),
  'shopping.recent': defineOperation<RecentSearch[]>()(emptyInputSchema),
  'shopping.load': defineOperation<ShoppingResultsWire>()(searchRefSchema),
  'pricing.price': defineOperation<PricedOffer>()(priceOfferSchema),
  'pricing.acknowledge': defineOperation<PricedOffer>()(pricedOfferRefSchema),
  'pricing.load': defineOperation<PricedOffer>()(pricedOfferRefSchema),
  'pricing.recent': defineOperation<PricedOfferSummary[]>()(emptyInputSchema),
  'booking.create': defineOperation<TestOrder>()(createTestOrderSchema),
  'sandbox.reset': defineOperation<{ reset: true }>()(emptyInputSchema),
  'training.state': defineOperation<TrainingState>()(emptyInputSchema),
  'training.forcePricing': defineOperation<TrainingState>()(forcePricingSchema),
  'training.addLatency': defineOperation<TrainingState>()(addLatencySchema),
  'training.addHang': defineOperation<TrainingState>()(addHangSchema),
  'training.answerError': defineOperation<TrainingState>()(answerErrorSchema),
  'training.advanceClock': defineOperation<TrainingState>()(advanceClockSchema),
  'training.clearFaults': defineOperation<TrainingState>()(emptyInputSchema),
  'orders.list': defineOperation<OrderPage>()(orderListSchema),
  'orders.search': defineOperation<OrderSearchResult>()(orderSearchSchema),
  'orders.get': defineOperation<FiledOrder>()(orderRefSchema),
  'orders.open': defineOperation<OpenedOrder>()(openOrderSchema),
  'orders.refresh': defineOperation<RefreshedOrder>()(orderRefSchema),
  'orders.cancel': defineOperation<FiledOrder>()(orderRefSchema),
  'orders.enterManually': defineOperation<FiledOrder>()(manualOrderSchema),
  'orders.saveNote': defineOperation<SavedNote>()(orderNoteSchema),
  'orders.payload': defineOperation<OrderPayload>()(payloadRefSchema),
  'orders.export': defineOperation<OrderExport>()(orderExportSchema),
  'orders.backup': defineOperation<OrderBackup>()(orderBackupSchema),
  'orders.status': defineOperation<OrderFileStatus>()(emptyInputSchema),
  'orders.bringBack': defineOperation<BroughtBack>()(bringBackSchema),
  'reimbursements.board': defineOperation<ReimbursementBoard>()(emptyInputSchema),
  'reimbursements.page': defineOperation<ReimbursementBoardPage>()(boardPageSchema),
  'reimbursements.rows': defineOperation<ReimbursementRow[]>()(reimbursementRowsSchema),
  'reimbursements.check': defineOperation<ReimbursementCheckSummary>()(reimbursementCheckSchema),
  'reimbursements.add': defineOperation<ReimbursementRow>()(addRefundOrderSchema),
  'reimbursements.pollerState': defineOperation<ReimbursementPollerState>()(emptyInputSchema),
  'ancillaries.open': defineOperation<OpenedAncillary>()(openAncillarySchema),
  'refunds.list': defineOperation<RefundDraftSummary[]>()(emptyInputSchema),
  'refunds.candidates': defineOperation<RefundCandidate[]>()(refundCandidatesSchema),
  'refunds.start': defineOperation<RefundDraft>()(startRefundSchema),
  'refunds.get': defineOperation<RefundDraft>()(refundDraftRefSchema),
  'refunds.save': defineOperation<RefundDraft>()(saveRefundDraftSchema),
  'refunds.discard': defineOperation<DiscardedDraft>()(refundDraftRefSchema),
  // A document travels in chunks (browser mode's host takes 1 MiB per request): begin, chunks, finish.
  'refunds.attachBegin': defineOperation<AttachStarted>()(attachBeginSchema),
  'refunds.attachChunk': defineOperation<ChunkReceived>()(attachChunkSchema),
  'refunds.attachFinish': defineOperation<RefundDraft>()(documentRefSchema),
  'refunds.cancelDocument': defineOperation<RefundDraft>()(documentRefSchema),
  'refunds.retryDocument': defineOperation<RefundDraft>()(documentRefSchema),
  'refunds.removeDocument': defineOperation<RefundDraft>()(documentRefSchema),
  'refunds.pasteFileIds': defineOperation<RefundDraft>()(pasteFileIdsSchema),
  'refunds.review': defineOperation<RefundReview>()(refundDraftRefSchema),
  'refunds.submit': defineOperation<RefundDraft>()(submitRefundSchema),
  'refunds.check': defineOperation<RefundDraft>()(refundDraftRefSchema),
  'ticketing.queue': defineOperation<TicketingQueue>()(emptyInputSchema),
  'ticketing.prepare': defineOperation<PreFlight>()(prepareTicketingSchema),
  'ticketing.pay': defineOperation<PaymentResult>()(payOrderSchema),
  'ticketing.check': defineOperation<PaymentResult>()(ticketingOrderSchema),
  'ticketing.forceIssue': defineOperation<IssueResult>()(ticketingOrderSchema),
  'ticketing.acknowledgePrice': defineOperation<OrderPriceCheck>()(ticketingOrderSchema),
  /** The agency's shared order file (docs/team-sync.md): settings, connection test, schema preparation. */
  'agency.state': defineOperation<AgencyState>()(emptyInputSchema),
  'agency.save': defineOperation<AgencyState>()(saveAgencySchema),
  'agency.test': defineOperation<AgencyConnectionTest>()(emptyInputSchema),
  'agency.prepare': defineOperation<AgencyState>()(prepareAgencySchema),
  /** The agency's view of one order (who brought it in, holds, paid, refunded it); null when it is not the agency's. */
  'agency.order': defineOperation<{ view: AgencyOrderView | null }>()(agencyOrderSchema),
  'agency.handOver': defineOperation<AgencyOrderView>()(handOverSchema),
  /** Who holds orders of the file (Orders' "by agent"); empty while team sync never ran. */
  'agency.holders': defineOperation<AgencyHolder[]>()(emptyInputSchema),
  /** The day's figures (docs/reports.md): sales, refunds and reimbursements, credit, for one period and one environment. */
  'reports.figures': defineOperation<ReportFigures>()(reportFiguresSchema),
  /** The same figures as an XLSX or CSV file, handed to the page to offer as a download. */
  'reports.export': defineOperation<ReportExport>()(reportExportSchema),
  /** A day's orders compared with the service's OrderDetail (cancellable; `reports.reconcileProgress` events). */
  'reports.reconcile': defineOperation<Reconciliation>()(reconcileSchema),
  'reports.timeZone': defineOperation<ReportTimeZone>()(emptyInputSchema),
  'reports.setTimeZone': defineOperation<ReportTimeZone>()(setReportTimeZoneSchema),
  /** What the customer pays for an order (a total, or a fee on the net price), kept in the order file and audited. */
  'sellingPrice.get': defineOperation<SellingPriceView>()(orderRefSchema),
  'sellingPrice.save': defineOperation<SellingPriceView>()(sellingPriceSchema),
  /** The agency's letterhead on customer documents (Settings → Letterhead). */
  'letterhead.get': defineOperation<LetterheadSettings>()(emptyInputSchema),
  'letterhead.save': defineOperation<LetterheadSettings>()(letterheadSchema),
  /** A customer document of an order, built from the order file: the PDF for the page's preview; saved or printed by the shell. */
  'documents.make': defineOperation<MadeDocument>()(customerDocumentSchema),
  'documents.save': defineOperation<DocumentShellOutcome>()(customerDocumentSchema),
  'documents.print': defineOperation<DocumentShellOutcome>()(customerDocumentSchema),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]['input']>;
export type ParsedInput<N extends OperationName> = z.output<Operations[N]['input']>;
export type OperationResult<N extends OperationName> = NonNullable<Operations[N]['result']>;

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operations, name);
}
