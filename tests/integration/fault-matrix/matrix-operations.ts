/**
 * Every desk operation that calls the service, as the fault matrix drives it: ONE entry each. An
 * operation added later (OrderDetail, attachment upload…) is one more entry here; the faults and
 * the checks of every cell apply to it without further code.
 *
 * - `level: 'desk'`: called through the desk's dispatch, exactly as the renderer calls it, and the
 *   agent's work around it (stored searches, priced offers) must survive every fault (`intact`).
 * - `level: 'client'`: operations without a desk screen yet, called through the desk's own
 *   wholesale client with the desk's profile; the request object (what the agent typed) must come
 *   back untouched, so a form built on it keeps it.
 */
import { expect } from 'vitest';
import type { SandboxAirOrderEntry, SandboxOrdersListing } from '../../../electron/sandbox';
import {
  ancillaryOrderDetailOperation,
  checkReimbursedOperation,
  modifyOrderStatusOperation,
  refundRequestOperation,
  ticketingOperation,
} from '../../../electron/main/wholesale/operations';
import { cancelOperation, orderDetailOperation, orderPricingOperation, preciseBookingOperation, uploadAttachmentOperation } from '../../../electron/main/wholesale/operations/assumed';
import { makePdf } from '../../support/documents';
import type { OperationSpec } from '../../../electron/main/wholesale/operations/operation-spec';
import { type OPERATION_PATHS } from '../../../electron/sandbox/protocol/operations';
import type { CallResult, MatrixContext } from './matrix-context';

export interface MatrixOperation {
  /** As the spec names it. */
  name: string;
  /** The sandbox's id for it (fault rules, wire path). */
  sandboxId: keyof typeof OPERATION_PATHS;
  effect: 'read' | 'write';
  /** False for operations whose success carries no data (a `data: null` success is then just success). */
  returnsData: boolean;
  level: 'desk' | 'client';
  /** Assumed from public material, not in the specification. */
  assumed?: boolean;
  /** The input of the call, built once before the matrix runs. */
  input(ctx: MatrixContext): Promise<unknown>;
  call(ctx: MatrixContext, input: unknown): Promise<CallResult>;
  /** The agent's work that must survive the fault, beyond the input itself. */
  intact?(ctx: MatrixContext): Promise<void>;
  /** A request the service refuses by its own rules, and the code it answers. */
  business: { code: string; input(ctx: MatrixContext, normal: unknown): unknown };
  /** The code of the service's own time-out for this operation, when it is not B024. */
  serviceTimeoutCode?: string;
}

/** A client-level entry from the operation's module: the one place the spec is named. */
function throughClient<Request>(spec: OperationSpec<Request, unknown>) {
  return (ctx: MatrixContext, input: unknown) => ctx.desk.runtime.client.call(spec, input as Request, ctx.connection, ctx.signal());
}

const UNKNOWN_ORDER = '917000000000000999';

async function orderIn(ctx: MatrixContext, state: string): Promise<SandboxAirOrderEntry> {
  const listing = await ctx.sandbox<SandboxOrdersListing>('GET', `/sandbox/orders?kind=air&state=${state}`);
  const order = listing.orders[0] as SandboxAirOrderEntry | undefined;
  if (!order) throw new Error(`the seeded sandbox has no ${state} order`);
  return order;
}

function offerOn(ctx: MatrixContext, flightNumber: string | null) {
  const offer = ctx.search.offers.find((candidate) => {
    const flights = candidate.journeys.map((index) => ctx.search.flights[index]!);
    const numbers = flights.flatMap((flight) => flight.segments.map((segment) => ctx.search.segments[segment]!.flightNumber));
    return flightNumber === null ? numbers.every((n) => !['7997', '7998', '7999'].includes(n)) : numbers.includes(flightNumber);
  });
  if (!offer) throw new Error(`no offer on ${flightNumber ?? 'an ordinary flight'} in the matrix search`);
  return offer;
}

const shoppingInput = (origin: string) => ({ tripType: 'one-way', legs: [{ origin, destination: 'SHA', departureDate: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) }], adults: 1, children: 0, infants: 0, solutions: 20 });

export const MATRIX_OPERATIONS: MatrixOperation[] = [
  {
    name: 'Shopping',
    sandboxId: 'shopping',
    effect: 'read',
    returnsData: true,
    level: 'desk',
    input: async () => shoppingInput('PEK'),
    call: (ctx, input) => ctx.desk.runtime.dispatch('shopping.search', input),
    intact: async (ctx) => {
      const stored = await ctx.desk.call('shopping.load', { searchId: ctx.search.searchId });
      expect(stored.ok && stored.value.offers.length).toBe(ctx.search.offers.length);
      const recent = await ctx.desk.call('shopping.recent', {});
      expect(recent.ok && recent.value.some((entry) => entry.searchId === ctx.search.searchId)).toBe(true);
    },
    business: { code: 'B039', input: () => shoppingInput('QQQ') },
  },
  {
    name: 'PrecisePricing',
    sandboxId: 'pricing',
    effect: 'read',
    returnsData: true,
    level: 'desk',
    input: async (ctx) => ({ searchId: ctx.search.searchId, solutionId: offerOn(ctx, null).solutionId }),
    call: (ctx, input) => ctx.desk.runtime.dispatch('pricing.price', input),
    intact: async (ctx) => {
      const stored = await ctx.desk.call('shopping.load', { searchId: ctx.search.searchId });
      expect(stored.ok).toBe(true);
    },
    // HU7999 is the sandbox's flight whose pricing fails.
    business: { code: 'B015', input: (ctx) => ({ searchId: ctx.search.searchId, solutionId: offerOn(ctx, '7999').solutionId }) },
  },
  {
    name: 'Ticketing',
    sandboxId: 'ticketing',
    effect: 'write',
    returnsData: true,
    level: 'client',
    input: async (ctx) => {
      const order = await orderIn(ctx, 'TO_BE_PAID');
      return { orderNum: order.orderNum, name: 'ZHANG/SAN', email: 'desk@example.com', telNum: '13800138000', pnr: order.pnr ?? '' };
    },
    call: throughClient(ticketingOperation),
    business: { code: 'B010', input: (_ctx, normal) => ({ ...(normal as object), orderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'ModifyOrderStatus',
    sandboxId: 'modifyOrder',
    effect: 'write',
    returnsData: false,
    level: 'client',
    input: async (ctx) => ({ orderNum: (await orderIn(ctx, 'ISS_PRC')).orderNum }),
    call: throughClient(modifyOrderStatusOperation),
    business: { code: 'B010', input: () => ({ orderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'RefundRequest',
    sandboxId: 'refundRequest',
    effect: 'write',
    returnsData: true,
    level: 'client',
    input: async (ctx) => {
      const issued = await orderIn(ctx, 'ISSED');
      return {
        orderNum: issued.orderNum, allPaxOfOrder: true, refundType: 1, refundReason: 2, uploadedFileIds: ['file-1'],
        pnrList: issued.segments.map((segment) => ({
          segmentNo: segment.segmentNo, departure: segment.departure, arrival: segment.arrival, flightNum: segment.flightNum, cabinClass: segment.cabinClass, bookingCode: segment.bookingCode, pnr: issued.pnr,
          ticketNums: issued.passengers.map((p) => ({ ticketNum: p.ticketNum ?? undefined, lastName: p.lastName, firstName: p.firstName, sex: p.sex, birthday: p.birthday })),
        })),
      };
    },
    call: throughClient(refundRequestOperation),
    business: { code: 'B037', input: (_ctx, normal) => ({ ...(normal as object), orderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'CheckReimbursed',
    sandboxId: 'checkReimbursed',
    effect: 'read',
    returnsData: true,
    level: 'client',
    input: async (ctx) => {
      const listing = await ctx.sandbox<SandboxOrdersListing>('GET', '/sandbox/orders?kind=refund&state=REFD_REIMED');
      return { orderNum: listing.orders[0]!.orderNum };
    },
    call: throughClient(checkReimbursedOperation),
    business: { code: 'B037', input: () => ({ orderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'AncillaryOrderDetail',
    sandboxId: 'ancillaryOrderDetail',
    effect: 'read',
    returnsData: true,
    level: 'client',
    input: async (ctx) => {
      const listing = await ctx.sandbox<SandboxOrdersListing>('GET', '/sandbox/orders?kind=ancillary');
      return { ancillaryOrderNum: (listing.orders[0] as unknown as { ancillaryOrderNum: string }).ancillaryOrderNum };
    },
    call: throughClient(ancillaryOrderDetailOperation),
    business: { code: 'B037', input: () => ({ ancillaryOrderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'PreciseBooking',
    sandboxId: 'preciseBooking',
    effect: 'write',
    returnsData: true,
    level: 'client',
    assumed: true,
    // A shopped solution that was never priced: the service wants a pricing first (B005).
    input: async (ctx) => ({
      solutionId: offerOn(ctx, null).solutionId,
      fares: { adtFare: '1000.00', adtTax: '100.00' },
      journeys: { journey_0: [{ airline: 'CA', flightNum: '1501', departure: 'PEK', arrival: 'SHA', departureDate: '2031-01-01', departureTime: '08:00', arrivalDate: '2031-01-01', arrivalTime: '10:10', bookingCode: 'Y' }] },
      passengers: [{ passengerIndex: 1, psgType: 'ADT', lastName: 'GUO', firstName: 'MING', birthday: '1979-03-14', sex: 'M' }],
      contact: { name: 'GUO/MING', email: 'desk@example.com', telCode: '+86', mobile: '13800138000' },
    }),
    call: throughClient(preciseBookingOperation),
    business: { code: 'B005', input: (_ctx, normal) => normal },
    // Booking's time-out is B012 (ambiguous: an order may exist; the catalogue says to read it).
    serviceTimeoutCode: 'B012',
  },
  {
    name: 'OrderPricing',
    sandboxId: 'orderPricing',
    effect: 'read',
    returnsData: true,
    level: 'client',
    assumed: true,
    input: async (ctx) => ({ orderNum: (await orderIn(ctx, 'TO_BE_PAID')).orderNum }),
    call: throughClient(orderPricingOperation),
    business: { code: 'B010', input: () => ({ orderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'Cancel',
    sandboxId: 'cancel',
    effect: 'write',
    returnsData: false,
    level: 'client',
    assumed: true,
    input: async (ctx) => {
      const order = await orderIn(ctx, 'TO_BE_PAID');
      return { orderNum: order.orderNum, virtualPnr: order.pnr ?? undefined };
    },
    call: throughClient(cancelOperation),
    business: { code: 'B010', input: () => ({ orderNum: UNKNOWN_ORDER }) },
  },
  {
    name: 'UploadAttachmentFile',
    sandboxId: 'uploadAttachment',
    effect: 'write',
    returnsData: true,
    level: 'client',
    assumed: true,
    input: async (ctx) => ({ orderNum: (await orderIn(ctx, 'ISSED')).orderNum, fileName: 'certificate.pdf', contentType: 'application/pdf', content: new Uint8Array(makePdf(2)) }),
    call: throughClient(uploadAttachmentOperation),
    // Bytes that are not what the request says they are: the service refuses the file type.
    business: { code: 'P001', input: (_ctx, normal) => ({ ...(normal as object), content: new Uint8Array(Buffer.from('Dear Sir, please refund.')) }) },
  },
  {
    name: 'OrderDetail',
    sandboxId: 'orderDetail',
    effect: 'read',
    returnsData: true,
    level: 'client',
    assumed: true,
    input: async (ctx) => ({ orderNum: (await orderIn(ctx, 'ISSED')).orderNum }),
    call: throughClient(orderDetailOperation),
    business: { code: 'B037', input: () => ({ orderNum: UNKNOWN_ORDER }) },
  },
];
