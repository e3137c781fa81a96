/** Everything the order book holds; persisted as JSON in the state file. */
import { type AttachmentRecord } from '../attachments/attachment-record';
import { type Cents } from '../money/cents';
import { type AirOrder, type AncillaryOrder, type RefundOrder, type RefundPricing } from './order-model';

export interface OrderBookState {
  /** Next sequence number for order numbers (air, refund and ancillary share it). */
  nextSequence: number;
  credits: Record<string, Cents>;
  airOrders: AirOrder[];
  refundOrders: RefundOrder[];
  ancillaryOrders: AncillaryOrder[];
  refundPricings: RefundPricing[];
  /** Uploaded attachments (UploadAttachmentFile, assumed); absent in state files older than it. */
  attachments?: AttachmentRecord[];
  nextAttachmentSequence?: number;
}
