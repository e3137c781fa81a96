/** Everything the order book holds; persisted as JSON in the state file. */
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
}
