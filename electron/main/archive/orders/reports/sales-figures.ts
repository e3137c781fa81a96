import type { RouteLeg } from '../../../../contract/domains/orders';
import type { Environment } from '../../../../contract/domains/profiles';
import type { SalesFigures, SalesLine, UnpaidLine, UnpaidReason } from '../../../../contract/domains/reports';
import { UNPAID_REASONS } from '../../../../contract/domains/reports';
import { serviceTimeToMs } from '../refund-board';
import { AmountTotals, parseAmount, perCount, type ParsedAmount } from './amount-totals';
import type { BookedFacts, IssuedFact, UnpaidFact } from './report-facts';

/** Where each issued order's instant falls: the index of its business day in the period. */
export type DayOf = (instantIso: string) => number;

class LineTotals {
  orders = 0;
  tickets = 0;
  readonly totals = new AmountTotals();

  constructor(
    readonly key: string,
    readonly label: string | null,
  ) {}

  add(tickets: number, amount: ParsedAmount | null): void {
    this.orders += 1;
    this.tickets += tickets;
    if (amount) this.totals.addUnits(amount.currency, amount.units);
  }

  line(): SalesLine {
    return { key: this.key, label: this.label, orders: this.orders, tickets: this.tickets, amounts: this.totals.amounts() };
  }
}

class Breakdown {
  private readonly lines = new Map<string, LineTotals>();

  add(key: string, label: string | null, tickets: number, amount: ParsedAmount | null): void {
    let line = this.lines.get(key);
    if (!line) this.lines.set(key, (line = new LineTotals(key, label)));
    line.add(tickets, amount);
  }

  /** Most orders first, then by key: the order a supervisor reads a league table in. */
  ranked(): SalesLine[] {
    return [...this.lines.values()].map((line) => line.line()).sort((a, b) => b.orders - a.orders || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}

/** Tickets of an issued order: its ticket numbers, else one per passenger (each passenger of an issued order holds one), at least one. */
function ticketsOf(order: Pick<IssuedFact, 'ticketGroups' | 'passengerCount'>): number {
  return order.ticketGroups > 0 ? order.ticketGroups : Math.max(1, order.passengerCount);
}

/** `PEK-LHR`, a return `PEK-LHR/LHR-PEK`; '' when the file holds no segments. */
function routeKey(legs: readonly RouteLeg[]): string {
  return legs.map((leg) => `${leg.from}-${leg.to}`).join('/');
}

/** Why a booked order that was never paid is not (the file's reads decide "paid", report-facts.ts). */
function unpaidReason(order: UnpaidFact, nowMs: number): UnpaidReason {
  if (order.statusKey === 'CNCL') return 'cancelled';
  if (order.statusKey === 'CLOSED') return 'expired';
  if (order.statusKey === 'RSV_FAIL') return 'failed';
  const deadline = serviceTimeToMs(order.lastTicketingTime);
  if (order.statusGroup === 'to-pay' && deadline !== null && deadline < nowMs) return 'expired';
  return 'waiting';
}

interface SalesInput {
  environment: Environment;
  days: readonly string[];
  dayOf: DayOf;
  issued: readonly IssuedFact[];
  booked: BookedFacts;
  /** Whether the agency's shared order file exists (team sync ran): the "by agent" breakdown. */
  agencyFile: boolean;
  /** The service's clock: a to-pay order past its last ticketing time has expired. */
  nowMs: number;
}

export function salesFigures(input: SalesInput): SalesFigures {
  const days = input.days.map((day) => new LineTotals(day, null));
  const carriers = new Breakdown();
  const routes = new Breakdown();
  const cabins = new Breakdown();
  const profiles = new Breakdown();
  const agents = new Breakdown();
  const totals = new AmountTotals();
  const ticketsByCurrency = new Map<string, number>();
  let tickets = 0;
  let withoutAmount = 0;
  for (const order of input.issued) {
    const count = ticketsOf(order);
    tickets += count;
    // Read once into integer units and added to each line it belongs to (seven lines an order).
    const amount = parseAmount(order.currency, order.amount);
    if (amount) {
      totals.addUnits(amount.currency, amount.units);
      ticketsByCurrency.set(amount.currency, (ticketsByCurrency.get(amount.currency) ?? 0) + count);
    } else withoutAmount += 1;
    days[input.dayOf(order.issuedAt)]?.add(count, amount);
    carriers.add(order.carrier ?? '', null, count, amount);
    routes.add(routeKey(order.route), null, count, amount);
    cabins.add(order.cabin ?? '', null, count, amount);
    profiles.add(order.profileId, order.profileName, count, amount);
    if (input.agencyFile) agents.add(order.holderCode ?? '', order.holderName, count, amount);
  }
  const unpaid = new Map<UnpaidReason, { orders: number; totals: AmountTotals }>(UNPAID_REASONS.map((reason) => [reason, { orders: 0, totals: new AmountTotals() }]));
  for (const order of input.booked.unpaid) {
    const line = unpaid.get(unpaidReason(order, input.nowMs));
    if (!line) continue;
    line.orders += 1;
    line.totals.add(order.currency, order.amount);
  }
  return {
    environment: input.environment,
    orders: input.issued.length,
    tickets,
    amounts: totals.amounts(),
    averageTicket: totals.currencies().map((currency) => ({ currency, amount: perCount(totals.unitsOf(currency), ticketsByCurrency.get(currency) ?? 0) })),
    withoutAmount,
    byDay: days.map((day) => day.line()),
    byCarrier: carriers.ranked(),
    byRoute: routes.ranked(),
    byCabin: cabins.ranked(),
    byProfile: profiles.ranked(),
    byAgent: input.agencyFile ? agents.ranked() : null,
    booked: input.booked.booked,
    paid: input.booked.paid,
    unpaid: [...unpaid.entries()].map(([reason, line]): UnpaidLine => ({ reason, orders: line.orders, amounts: line.totals.amounts() })),
  };
}
