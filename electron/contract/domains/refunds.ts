import { z } from 'zod';
import type { SentError, ValidationIssue } from '../result';
import type { Text } from '../words/wording';
import { DOCUMENT_CHUNK_BYTES, MAX_PREVIEW_CHARS, type RefundDocument } from '../refunds/refund-documents';
import type { RefundErrorFocus } from '../refunds/refund-error-focus';
import { refundFormSchema, type RefundForm } from '../refunds/refund-form';
import type { RefundRequestData } from '../refunds/refund-request-builder';
import type { Environment } from './profiles';
import { codedRule } from '../coded-rule';

/**
 * The Refunds screen's operations: refund drafts (kept by main in the order file, saved as typed),
 * their supporting documents (sent to main in chunks, checked, uploaded through the assumed upload
 * operation), the review of exactly what will be sent, the submission (exactly once) and the Check
 * of an unknown outcome. docs/refunds.md describes the flow.
 */

export type { RefundForm } from '../refunds/refund-form';
export type { RefundDocument } from '../refunds/refund-documents';

/** A draft's state, as the list shows it. */
export const REFUND_DRAFT_STATES = ['draft', 'uploading', 'ready', 'sent', 'outcome-unknown', 'done'] as const;
export type RefundDraftState = (typeof REFUND_DRAFT_STATES)[number];

export interface RefundDraftSummary {
  draftId: number;
  orderId: number;
  orderNum: string;
  /** `original` for an issued order, `change` for a change order (both can be refunded). */
  orderKind: 'original' | 'change';
  profileId: string;
  profileName: string;
  environment: Environment;
  /** "PEK-LHR-PEK" */
  route: string;
  /** "ZHANG/SAN +1" of the selected passengers (all of the order when none is selected yet). */
  passengers: Text;
  state: RefundDraftState;
  refundOrderNum: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One voucher of a refund line, with `useFor` and `usageLimitation` as sent (words are the page's). */
export interface RefundVoucherView {
  voucherNumber: string;
  currency: string | null;
  amount: string | null;
  validFrom: string | null;
  validEnd: string | null;
  useFor: number[];
  usageLimitation: number | null;
  fileId: string | null;
}

/** One passenger of the refund order's `passengerPriceList`. Money as exact decimal strings. */
export interface RefundLineView {
  lastName: string;
  firstName: string;
  psgType: string | null;
  segmentNos: number[];
  currency: string | null;
  paid: string | null;
  used: string | null;
  nonRefundable: string | null;
  serviceFee: string | null;
  refund: string | null;
  formOfPayment: string | null;
  vouchers: RefundVoucherView[];
}

export type RefundDraftOutcome =
  | {
      kind: 'refunded';
      refundOrderNum: string;
      /** The refund order's id in the order file (linked to its parent there). */
      refundOrderId: number | null;
      parentOrderNum: string | null;
      orderStatus: string | null;
      /** As sent (Beijing time). */
      createTime: string | null;
      warningMessage: string | null;
      lines: RefundLineView[];
      /** True when the answer came to a Check (the first request had not arrived). */
      byCheck: boolean;
      at: string;
    }
  | {
      /** A Check was answered B153 or B134: the first request had arrived; no new refund was made. */
      kind: 'arrived';
      code: 'B153' | 'B134';
      message: string;
      at: string;
    };

export interface RefundSending {
  requestId: string;
  sentAt: string;
  /** How many Checks were sent after it. */
  checks: number;
}

export interface RefundDraft extends RefundDraftSummary {
  form: RefundForm;
  documents: RefundDocument[];
  /** What stops the draft from being sent now, each naming its field (empty when ready); main's own issues are wordings. */
  issues: ValidationIssue<Text>[];
  sending: RefundSending | null;
  outcome: RefundDraftOutcome | null;
  /** The service's last definite refusal (or a failure before sending), with where it points. */
  lastError: { error: SentError; focus: RefundErrorFocus; at: string } | null;
  /** The order's status as the file knows it (code or text). */
  orderStatus: string | null;
}

/** An order of the file that can be refunded (issued original or change order). */
export interface RefundCandidate {
  orderId: number;
  orderNum: string;
  orderKind: 'original' | 'change';
  status: string | null;
  route: string;
  firstDeparture: string | null;
  leadPassenger: string | null;
  passengerCount: number;
  /** An open (unsent) draft of this order, if one exists. */
  openDraftId: number | null;
}

/** Exactly what will be sent: the request, and its JSON as the service receives it (partner id masked, no sign). */
export interface RefundReview {
  draftId: number;
  request: RefundRequestData;
  /** Pretty-printed JSON of the request (before its Base64 form encoding). */
  wireJson: string;
  /** Where it goes: the profile's refund host and path. */
  url: string;
  /** An involuntary refund for illness or visa refusal without documents: the service will ask for them. */
  documentsExpected: boolean;
}

// ---------------------------------------------------------------- inputs

const draftId = z.number().int(codedRule('rules.draftId')).positive(codedRule('rules.draftId'));
const documentKey = z.string().regex(/^[a-z0-9-]{1,64}$/, codedRule('rules.documentKey'));

export const refundDraftRefSchema = z.strictObject({ draftId });

/** Submit: the draft, and the agent's answer when the agency's lock refused (docs/team-sync.md). */
export const submitRefundSchema = z.strictObject({
  draftId,
  /**
   * Take over another desk's lease on the order, or submit without the lock while the agency server
   * cannot be reached (every desk then sees it). Absent: neither. As Ticketing's `agencyLock`.
   */
  agencyLock: z.enum(['take-over', 'without-lock']).optional(),
});

export const refundCandidatesSchema = z.strictObject({
  query: z.string().max(100, codedRule('rules.atMostCharacters', { max: 100 })).default(''),
});

export const startRefundSchema = z
  .strictObject({
    orderId: z.number().int(codedRule('rules.orderId')).positive(codedRule('rules.orderId')).optional(),
    /** An order not in the file yet is read from the service first (OrderDetail). */
    orderNum: z.string().trim().regex(/^\d{6,24}$/, codedRule('rules.orderNumber')).optional(),
    /** Start another draft even when an open one exists (e.g. one request per passenger group). */
    another: z.boolean().default(false),
  })
  .refine((input) => input.orderId !== undefined || input.orderNum !== undefined, { message: codedRule('rules.needsAnOrder'), path: ['orderNum'] });

export const saveRefundDraftSchema = z.strictObject({ draftId, form: refundFormSchema });

/** Largest Base64 text of one chunk. */
export const MAX_CHUNK_BASE64 = Math.ceil(DOCUMENT_CHUNK_BYTES / 3) * 4;

export const attachBeginSchema = z.strictObject({
  draftId,
  /** As the agent's computer names it (file systems allow 255 bytes and more); main keeps and sends a sendable name of at most 100 characters (refunds/document-file-name.ts). */
  fileName: z.string().trim().min(1, codedRule('rules.required')).max(1024, codedRule('rules.atMostCharacters', { max: 1024 })),
  /** Bytes, as the page's File says; main refuses over-size files from this number. */
  size: z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')).max(2 ** 40, codedRule('rules.fileSize')),
  /** What the page's File claims (shown only; main decides from the bytes). */
  declaredType: z.string().max(100, codedRule('rules.atMostCharacters', { max: 100 })).default(''),
  /** A small image preview made by the page: a data: URL of a JPEG or PNG. */
  preview: z.string().max(MAX_PREVIEW_CHARS, codedRule('rules.atMostCharacters', { max: MAX_PREVIEW_CHARS })).regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/, codedRule('rules.imageDataUrl')).nullable().default(null),
});

export const attachChunkSchema = z.strictObject({
  draftId,
  key: documentKey,
  offset: z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')),
  /** Standard Base64 of at most DOCUMENT_CHUNK_BYTES bytes. */
  data: z.string().min(1, codedRule('rules.required')).max(MAX_CHUNK_BASE64, codedRule('rules.atMostCharacters', { max: MAX_CHUNK_BASE64 })).regex(/^[A-Za-z0-9+/]*={0,2}$/, codedRule('rules.base64')),
});

export const documentRefSchema = z.strictObject({ draftId, key: documentKey });

export const pasteFileIdsSchema = z.strictObject({
  draftId,
  ids: z.array(z.string().max(200, codedRule('rules.atMostCharacters', { max: 200 }))).min(1, codedRule('rules.atLeastOneId')).max(500, codedRule('rules.atMostIds', { max: 500 })),
});

export interface AttachStarted {
  key: string;
  draft: RefundDraft;
}

export interface ChunkReceived {
  received: number;
}

export interface DiscardedDraft {
  draftId: number;
}

/** An event: a draft changed (a document's progress or state, a submission's outcome). */
export interface RefundDraftChanged {
  draftId: number;
}
