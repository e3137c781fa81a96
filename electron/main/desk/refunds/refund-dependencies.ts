import type { Environment } from '../../../contract/domains/profiles';
import type { RefundableOrder } from '../../../contract/refunds/refund-prefill';
import type { RefundRequestData } from '../../../contract/refunds/refund-request-builder';
import type { SentResult } from '../../../contract/result';
import type { UploadAttachmentRequest } from '../../wholesale/operations/assumed/upload-attachment';
import type { WireRefundOrder } from '../../wholesale/wire/refund';
import type { ServiceCallOptions } from '../service-call-options';

/**
 * What the Refunds service needs from the rest of main, as small interfaces: the order file (read
 * an order, open one by number, and the one door through which RefundRequest is sent, audited and
 * filed), the attachment upload, and the profile's public facts. desk-runtime.ts wires them to the
 * order file service, the wholesale client and the profiles; tests may wire them to fakes.
 */

/** An order of the file as the Refunds screen needs it. */
export interface OrderForRefund extends RefundableOrder {
  id: number;
  kind: 'air' | 'refund' | 'ancillary';
  /** O original, C change… as the service sent it. */
  orderType: string | null;
  /** The status as the file shows it (code or text). */
  status: string | null;
  /** Issued original or change order: RefundRequest accepts nothing else (B146). */
  refundable: boolean;
  environment: Environment;
  profileId: string;
  profileName: string;
  firstDeparture: string | null;
  leadPassenger: string | null;
  passengerCount: number;
}

/** An order of the file offered to start a refund from (the list under the order field). */
export interface RefundCandidateFacts {
  id: number;
  orderNum: string;
  orderType: string | null;
  status: string | null;
  /** "PEK-LHR-PEK" */
  route: string;
  firstDeparture: string | null;
  leadPassenger: string | null;
  passengerCount: number;
}

export interface SentRefund {
  data: WireRefundOrder;
  warningMessage: string | null;
  /** The refund order's id in the order file, once filed (linked to its parent there). */
  refundOrderId: number | null;
}

export interface RefundMarkerHooks {
  recheck: boolean;
  claimed: () => boolean;
  settled: (answer: SentResult<SentRefund>) => void;
}

export interface RefundOrders {
  order(orderId: number): OrderForRefund | null;
  /** Issued orders and change orders of the active profile matching a query (number, PNR, name), newest first. */
  candidates(query: string, limit: number): RefundCandidateFacts[];
  /** The file's id of an order of the active profile, by its number. */
  findByNumber(orderNum: string): number | null;
  /** Reads an order from the service (OrderDetail) into the file; its id there. */
  open(orderNum: string, options: ServiceCallOptions): Promise<SentResult<number>>;
  /**
   * RefundRequest through the order file's one door: marked pending before it leaves, audited,
   * its answer filed. `recheck` re-sends on purpose to settle an unknown outcome. The draft's own
   * record rides on the order's marker (the one exactly-once record): `claimed` is written in the
   * marker's transaction (false: nothing is sent), `settled` in the answer's. Neither runs when
   * nothing was claimed (no active profile, the order not in the file, a marker already there).
   */
  requestRefund(request: RefundRequestData, options: ServiceCallOptions & RefundMarkerHooks): Promise<SentResult<SentRefund>>;
  /** Reads an order again (after a Check proved a refund exists, so its refund order is filed). */
  refresh(orderId: number, options: ServiceCallOptions): Promise<void>;
}

export interface AttachmentUploader {
  upload(profileId: string, request: UploadAttachmentRequest, signal: AbortSignal): Promise<SentResult<{ fileId: string }>>;
}

export interface RefundProfiles {
  activeId(): string;
  /** What the review may show: the masked partner id and where RefundRequest goes. */
  describe(profileId: string): { name: string; maskedPartnerId: string; refundBaseUrl: string } | null;
}
