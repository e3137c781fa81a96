/**
 * The order book: lookups, the partner credit, and the transitions the API performs (pay,
 * issue, refund, cancel). States that depend on time are computed from the sandbox clock when read:
 * an unpaid order past its last ticketing time is cancelled, a refund order moves from
 * "Refund request" to "To be reimbursed" to "Reimbursed" as its times pass.
 */
import { airlineByCode } from '../data/airlines';
import { shareOf, type Cents } from '../money/cents';
import { beijingDateTime } from '../time/wire-time';
import { type AirOrder, type AirOrderState, type AncillaryOrder, type RefundOrder, type RefundOrderState } from './order-model';
import { orderNumber, paySerialNumber, recordLocator, ticketNumber } from './order-numbers';
import { type OrderBookState } from './order-book-state';

/** The platform's transaction expense on ticketing: 0.1 % of the order amount (2015 → 2.02). */
const TRANSACTION_EXPENSE_BASIS_POINTS = 10;

export type FoundOrder =
  | { kind: 'air'; order: AirOrder }
  | { kind: 'refund'; order: RefundOrder }
  | { kind: 'ancillary'; order: AncillaryOrder };

export class OrderBook {
  constructor(
    private readonly seed: number,
    readonly state: OrderBookState,
  ) {}

  find(orderNum: string): FoundOrder | undefined {
    const air = this.air(orderNum);
    if (air) return { kind: 'air', order: air };
    const refund = this.state.refundOrders.find((order) => order.orderNum === orderNum);
    if (refund) return { kind: 'refund', order: refund };
    const ancillary = this.ancillary(orderNum);
    return ancillary ? { kind: 'ancillary', order: ancillary } : undefined;
  }

  air(orderNum: string): AirOrder | undefined {
    return this.state.airOrders.find((order) => order.orderNum === orderNum);
  }

  ancillary(orderNum: string): AncillaryOrder | undefined {
    return this.state.ancillaryOrders.find((order) => order.ancillaryOrderNum === orderNum);
  }

  refundsOf(parentOrderNum: string): RefundOrder[] {
    return this.state.refundOrders.filter((order) => order.parentOrderNum === parentOrderNum);
  }

  airState(order: AirOrder, now: number): AirOrderState {
    if (order.state === 'TO_BE_PAID' && now > order.lastTktTime) return 'CNCL';
    return order.state;
  }

  refundState(order: RefundOrder, now: number): RefundOrderState {
    if (now >= order.reimbursedAt) return 'REFD_REIMED';
    if (now >= order.processedAt) return 'REFD_TO_BE_REIM';
    return 'REFD_PRC';
  }

  creditOf(partnerId: string): Cents {
    return this.state.credits[partnerId] ?? 0;
  }

  nextOrderNumber(): string {
    const number = orderNumber(this.seed, this.state.nextSequence);
    this.state.nextSequence += 1;
    return number;
  }

  transactionExpenseOf(order: AirOrder): Cents {
    return shareOf(order.orderAmount, TRANSACTION_EXPENSE_BASIS_POINTS);
  }

  /** Deducts orderAmount + transactionExpense from the partner's credit; the order awaits issuing. */
  pay(order: AirOrder, now: number): void {
    const transactionExpense = this.transactionExpenseOf(order);
    const payAmount = order.orderAmount + transactionExpense;
    this.state.credits[order.partnerId] = this.creditOf(order.partnerId) - payAmount;
    order.payment = {
      paidAt: now,
      payGate: 'Prepay',
      paySerialNum: paySerialNumber(this.seed, beijingDateTime(now), order.orderNum),
      transactionExpense,
      payAmount,
    };
    order.state = 'ISS_PRC';
  }

  /** Cancel (assumed operation): a to-be-paid order is cancelled for good. */
  cancel(order: AirOrder, now: number): void {
    order.state = 'CNCL';
    order.cancelledAt = now;
  }

  /** Tickets every passenger and assigns the airline PNR. */
  issue(order: AirOrder): void {
    const prefix = airlineByCode(order.platingCarrier)?.ticketPrefix ?? '999';
    for (const passenger of order.passengers) {
      passenger.ticketNum = ticketNumber(this.seed, prefix, order.orderNum, passenger.passengerIndex);
    }
    order.airPnr = recordLocator(this.seed, 'airline-pnr', order.orderNum);
    order.state = 'ISSED';
  }
}
