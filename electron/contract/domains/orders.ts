import { z } from 'zod';
import type { SentError } from '../result';
import type { Text } from '../words/wording';
import type { Environment } from './profiles';
import { ENVIRONMENTS } from './profiles';
import { ORDER_KINDS, ORDER_STATUS_GROUPS, type OrderKind, type OrderStatus } from './order-status';
import { isoDate, PASSENGER_TYPES, type Money, type PassengerType } from './shopping';
import { readTypedAmount } from '../format/typed-amount';
import { codedRule } from '../coded-rule';

/**
 * The order file as the renderer sees it: every order the desk touched, its passengers, segments,
 * tickets, status history, audit log and the agent's notes, readable and searchable offline.
 * Orders are identified in main by (environment, profile, order number); the renderer uses the
 * file's own `id`.
 */

export type { OrderKind, OrderStatus } from './order-status';

/** Where an order came into the file first (and, per answer, where each update came from). */
export const ORDER_SOURCES = ['test-order', 'order-detail', 'manual', 'ticketing', 'modify-order-status', 'refund-request', 'check-reimbursed', 'ancillary-order-detail', 'precise-booking', 'order-pricing', 'cancel'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** One journey of an order, for the list row: airports and the local departure date. */
export interface RouteLeg {
  from: string;
  to: string;
  /** yyyy-MM-dd local to the departure airport. */
  departDate: string | null;
}

/** A write that moves money and has been sent (or whose outcome is unknown): see pending-writes. */
export interface PendingWrite {
  operation: string;
  state: 'sent' | 'outcome-unknown';
  requestId: string;
  since: string;
}

/** A row of the Orders list and of search results. */
export interface OrderRow {
  id: number;
  orderNum: string;
  kind: OrderKind;
  /** As the service sent it: O original, C change, R refund, V void, ORIGIN (ancillary)… */
  orderType: string | null;
  status: OrderStatus;
  environment: Environment;
  profileId: string;
  profileName: string;
  route: RouteLeg[];
  /** First segment's local departure, `yyyy-MM-dd HH:mm`. */
  firstDeparture: string | null;
  /** "ZHANG/SAN" and how many more. */
  leadPassenger: string | null;
  passengerCount: number;
  pnr: string | null;
  currency: string | null;
  amount: Money | null;
  parentOrderNum: string | null;
  /** The service's creation time as sent (Beijing). */
  createdTime: string | null;
  /** When the desk last heard from the service about this order (ISO); null if never (manual entry). */
  asOf: string | null;
  /** Entered by hand and never confirmed by the service. */
  manual: boolean;
  pendingWrites: PendingWrite[];
  hasNote: boolean;
}

export interface FiledPassenger {
  passengerIndex: number;
  type: PassengerType | string;
  lastName: string;
  firstName: string;
  sex: string | null;
  birthday: string | null;
  nationality: string | null;
  cardType: string | null;
  cardNum: string | null;
  cardExpiredDate: string | null;
}

/** A flight leg; dates and times are the airports' local wall clock (the service's `str*`/local fields). */
export interface FiledSegment {
  segmentNo: number;
  journeyIndex: number;
  airline: string;
  flightNum: string;
  operatingAirline: string | null;
  operatingFlightNum: string | null;
  departure: string;
  arrival: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
  departureDate: string | null;
  departureTime: string | null;
  arrivalDate: string | null;
  arrivalTime: string | null;
  flyingMinutes: number | null;
  cabinClass: string | null;
  bookingCode: string | null;
  equipment: string | null;
  codeShare: boolean | null;
  /**
   * True when the service sent `arrivalDate` and `arrivalTime` in each other's fields (the shape of
   * its AncillaryOrderDetail sample) and the desk put them back: the screen marks the segment.
   */
  arrivalCorrected?: boolean | null;
}

/** A ticket number of a passenger; `segmentNo` null when the service did not say which segment. */
export interface FiledTicket {
  passengerIndex: number;
  segmentNo: number | null;
  ticketNum: string;
}

export interface FiledVoucher {
  passengerIndex: number | null;
  lastName: string | null;
  firstName: string | null;
  voucherNumber: string;
  currency: string | null;
  amount: Money | null;
  validFrom: string | null;
  validEnd: string | null;
  /** 1 issue ticket, 2 change ticket, 3 ancillary products (spec 2.11). */
  useFor: number[];
  /** 0 uncertain, 1 passenger only, 2 no limitation. */
  usageLimitation: number | null;
  fileId: string | null;
  source: OrderSource;
}

export interface FiledFile {
  fileId: string;
  /** `voucher`: a reimbursement's voucher file; `document`: a document uploaded with a refund. */
  role: 'voucher' | 'document';
}

/** One passenger's line of a refund order's `passengerPriceList`. */
export interface RefundLine {
  passengerIndex: number | null;
  lastName: string;
  firstName: string;
  currency: string | null;
  paid: Money | null;
  used: Money | null;
  nonRefundable: Money | null;
  serviceFee: Money | null;
  refund: Money | null;
  formOfPayment: string | null;
  segmentNos: number[];
}

/** One paid bag of an ancillary order. */
export interface AncillaryItem {
  passengerRef: string | null;
  journeyRef: string | null;
  payBaggageType: number | null;
  /** -1 means "by weight" in the service's sample. */
  pieces: number | null;
  weight: string | null;
  currency: string | null;
  /** A decimal string, exact as sent. */
  price: string | null;
  description: string | null;
}

/** An amount of the order, e.g. the order amount, the transaction expense, the adult fare. */
export interface AmountLine {
  key: 'orderAmount' | 'transactionExpense' | 'payAmount' | 'adtFare' | 'adtTax' | 'chdFare' | 'chdTax' | 'infFare' | 'infTax' | 'tktFee' | 'merchantFee' | 'buyerAmount';
  amount: Money;
  currency: string | null;
}

export interface StatusEntry {
  status: OrderStatus;
  seenAt: string;
  /** The operation (or desk action) whose answer carried it. */
  source: OrderSource;
  /** True when the service did not send a status and the desk concluded it (e.g. after a payment). */
  inferred: boolean;
}

/** One call the desk made about an order. Never the key or the sign. */
export interface AuditEntry {
  id: number;
  at: string;
  environment: Environment;
  profileId: string;
  operation: string;
  requestId: string;
  /** `ok`, or the kind of the desk error (`api`, `network`, `timeout`, `outcome-unknown`, …). */
  outcome: string;
  /** The service's code when it answered one (`B037`). */
  code: string | null;
  durationMs: number;
  orderNum: string;
  /** The agent who made the call (another desk's, with team sync); null before agents were recorded. */
  agent: { code: string; name: string } | null;
}

export interface LinkedOrder {
  id: number | null;
  orderNum: string;
  kind: OrderKind;
  status: OrderStatus | null;
  /** How it is linked: the parent of this order, or a refund/ancillary/change order of it. */
  relation: 'parent' | 'refund' | 'ancillary' | 'change';
}

export interface PayloadSummary {
  id: number;
  operation: string;
  receivedAt: string;
  bytes: number;
}

/** Everything the file knows about one order. */
export interface FiledOrder extends OrderRow {
  refOrderNum: string | null;
  airPnr: string | null;
  platingCarrier: string | null;
  contact: { name: string | null; email: string | null; telNum: string | null } | null;
  /** As sent, in the service's time (Beijing). */
  lastTicketingTime: string | null;
  payGate: string | null;
  paySerialNum: string | null;
  amounts: AmountLine[];
  passengers: FiledPassenger[];
  segments: FiledSegment[];
  tickets: FiledTicket[];
  vouchers: FiledVoucher[];
  files: FiledFile[];
  refundLines: RefundLine[];
  ancillaryItems: AncillaryItem[];
  refund: { type: string | null; reason: string | null } | null;
  reimbursement: { status: OrderStatus; payGate: string | null; currency: string | null; checkedAt: string } | null;
  ancillary: { saleStage: number | null; ancillaryType: number | null } | null;
  statusHistory: StatusEntry[];
  audit: AuditEntry[];
  note: { text: string; updatedAt: string } | null;
  links: LinkedOrder[];
  payloads: PayloadSummary[];
  source: OrderSource;
  firstSeenAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- list, search, filters

const dateRange = z
  .strictObject({
    field: z.enum(['travel', 'created']).default('travel'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: codedRule('rules.endNotBeforeStart'), path: ['to'] });

export const orderFiltersSchema = z.strictObject({
  kinds: z.array(z.enum(ORDER_KINDS)).max(ORDER_KINDS.length).optional(),
  groups: z.array(z.enum(ORDER_STATUS_GROUPS)).max(ORDER_STATUS_GROUPS.length).optional(),
  profileIds: z.array(z.string().regex(/^[a-z0-9-]{1,64}$/, codedRule('rules.profileId'))).max(50).optional(),
  environments: z.array(z.enum(ENVIRONMENTS)).max(ENVIRONMENTS.length).optional(),
  dates: dateRange.optional(),
  /**
   * Team sync (docs/team-sync.md): orders the agency says these agents hold (by agent code; "Mine"
   * is this desk's agent). Orders the agency never shared match no agent.
   */
  holders: z.array(z.string().regex(/^[A-Z0-9]{2,12}$/, codedRule('rules.agencyCode'))).min(1, codedRule('rules.atLeastOneId')).max(50).optional(),
});

export type OrderFilters = z.input<typeof orderFiltersSchema>;
export type ParsedOrderFilters = z.output<typeof orderFiltersSchema>;

export const MAX_ORDER_PAGE = 500;

export const orderListSchema = z.strictObject({
  filters: orderFiltersSchema.default({}),
  offset: z.number().int(codedRule('rules.wholeNumber')).min(0, codedRule('rules.notNegative')).default(0),
  limit: z.number().int(codedRule('rules.wholeNumber')).min(1, codedRule('rules.atLeast', { min: 1 })).max(MAX_ORDER_PAGE, codedRule('rules.atMost', { max: MAX_ORDER_PAGE })).default(100),
});

export interface OrderPage {
  total: number;
  offset: number;
  rows: OrderRow[];
}

export const orderSearchSchema = z.strictObject({
  query: z.string().max(200, codedRule('rules.atMostCharacters', { max: 200 })),
  filters: orderFiltersSchema.default({}),
  limit: z.number().int(codedRule('rules.wholeNumber')).min(1, codedRule('rules.atLeast', { min: 1 })).max(MAX_ORDER_PAGE, codedRule('rules.atMost', { max: MAX_ORDER_PAGE })).default(50),
});

/** Why a result ranks where it does: the number itself, part of a number, a name, anything else. */
export const SEARCH_TIERS = ['exact', 'identifier', 'name', 'text'] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];

export interface OrderSearchResult {
  query: string;
  rows: (OrderRow & { tier: SearchTier })[];
  /** True when more orders match than were returned. */
  more: boolean;
  elapsedMs: number;
}

export const orderRefSchema = z.strictObject({ orderId: z.number().int(codedRule('rules.orderId')).positive(codedRule('rules.orderId')) });

/** Order numbers are digits (18 of them in practice); letters are refused with the rule named. */
export const orderNumberInput = z
  .string()
  .trim()
  .min(1, codedRule('rules.required'))
  .regex(/^\d+$/, codedRule('rules.digitsOnly'))
  .min(6, codedRule('rules.atLeastDigits', { min: 6 }))
  .max(24, codedRule('rules.atMostDigits', { max: 24 }));

export const openOrderSchema = z.strictObject({ orderNum: orderNumberInput });

/** What "open by number" found: from the service (filed now) or only in the file (with why). */
export interface OpenedOrder {
  order: FiledOrder;
  source: 'service' | 'file';
  /** Set when the service could not be asked or refused: the file's copy is shown instead. */
  notice: SentError | null;
}

/** What changed in an order, named for the agent (the renderer words each key). */
export const ORDER_CHANGES = ['created', 'status', 'pnr', 'airPnr', 'amount', 'lastTicketingTime', 'passengers', 'segments', 'tickets', 'vouchers', 'reimbursement', 'contact', 'links'] as const;
export type OrderChange = (typeof ORDER_CHANGES)[number];

/** What a refresh changed, in fields the agent recognises ("status", "ticket numbers"…). */
export interface RefreshedOrder {
  order: FiledOrder;
  changes: OrderChange[];
}

export const MAX_NOTE_LENGTH = 20_000;

export const orderNoteSchema = z.strictObject({
  orderId: orderRefSchema.shape.orderId,
  text: z.string().max(MAX_NOTE_LENGTH, codedRule('rules.atMostCharacters', { max: MAX_NOTE_LENGTH })),
});

export interface SavedNote {
  orderId: number;
  updatedAt: string;
}

export const payloadRefSchema = z.strictObject({ payloadId: z.number().int(codedRule('rules.payloadId')).positive(codedRule('rules.payloadId')) });

export interface OrderPayload {
  id: number;
  operation: string;
  receivedAt: string;
  /** The answer as received, secrets removed. */
  body: string;
}

// ---------------------------------------------------------------- manual entry

const latinOrCjkName = z
  .string()
  .trim()
  .min(1, codedRule('rules.required'))
  .max(40, codedRule('rules.atMostCharacters', { max: 40 }))
  .regex(/^[\p{L}][\p{L}\p{M} '-]*$/u, codedRule('rules.ticketLetters'));

const code3 = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, codedRule('rules.airportCode')));

const airline = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2}$/, codedRule('rules.airlineCode')));

const clock = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, codedRule('rules.time'));
const optionalText = (max: number) => z.string().trim().max(max, codedRule('rules.atMostCharacters', { max: max })).optional().transform((value) => (value ? value : undefined));

export const ticketNumberInput = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{10}(\/\d{2})?$/, codedRule('rules.ticketNumber'));

export const manualPassengerSchema = z.strictObject({
  type: z.enum(PASSENGER_TYPES),
  lastName: latinOrCjkName,
  firstName: latinOrCjkName,
  sex: z.enum(['M', 'F']),
  birthday: isoDate,
  nationality: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{2})?$/, codedRule('rules.countryCode')))
    .optional(),
  cardType: z.enum(['P', 'N', 'O']).optional(),
  cardNum: optionalText(30),
  cardExpiredDate: isoDate.optional(),
  ticketNum: ticketNumberInput.optional().or(z.literal('').transform(() => undefined)),
});

export const manualSegmentSchema = z
  .strictObject({
    journey: z.union([z.literal(1), z.literal(2)]),
    airline,
    flightNum: z.string().trim().toUpperCase().regex(/^([A-Z0-9]{2})?\d{1,4}[A-Z]?$/, codedRule('rules.flightNumber')),
    departure: code3,
    arrival: code3,
    departureDate: isoDate,
    departureTime: clock,
    arrivalDate: isoDate,
    arrivalTime: clock,
    cabinClass: z.enum(['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST']).optional(),
    bookingCode: z.string().trim().toUpperCase().regex(/^[A-Z]{1,2}$/, codedRule('rules.bookingCode')),
  })
  .superRefine((segment, context) => {
    // Local times only: an eastbound flight over the date line can land on an earlier date.
    if (segment.departure === segment.arrival) context.addIssue({ code: 'custom', path: ['arrival'], message: codedRule('rules.notTheDepartureAirport') });
  });

export const manualOrderSchema = z
  .strictObject({
    orderNum: orderNumberInput,
    pnr: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{5,8}$/, codedRule('rules.recordLocator')),
    airPnr: z.string().trim().toUpperCase().regex(/^([A-Z0-9]{5,8})?$/, codedRule('rules.recordLocator')).optional(),
    status: z.string().trim().max(40, codedRule('rules.atMostCharacters', { max: 40 })).optional(),
    platingCarrier: airline.optional().or(z.literal('').transform(() => undefined)),
    currency: z.string().trim().toUpperCase().regex(/^([A-Z]{3})?$/, codedRule('rules.currencyCode')).optional(),
    // As the desk shows amounts ("5,120.00", "CNY 5,120.00"): read by the one money reader, which names the rule broken.
    amount: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const read = value === '' ? null : readTypedAmount(value);
        if (read && !read.ok) context.addIssue({ code: 'custom', message: read.rule });
      })
      .optional(),
    contact: z.strictObject({
      name: z.string().trim().toUpperCase().regex(/^\p{L}[\p{L}\p{M} '-]*\/\p{L}[\p{L}\p{M} '-]*$/u, codedRule('rules.ticketName')),
      email: z.string().trim().max(100, codedRule('rules.atMostCharacters', { max: 100 })).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, codedRule('rules.email')),
      telNum: z.string().trim().regex(/^\+?[\d -]{6,20}$/, codedRule('rules.telephone')),
    }),
    passengers: z.array(manualPassengerSchema).min(1, codedRule('rules.atLeastOnePassenger')).max(9, codedRule('rules.atMostPassengers', { max: 9 })),
    segments: z.array(manualSegmentSchema).min(1, codedRule('rules.atLeastOneSegment')).max(8, codedRule('rules.atMostSegments', { max: 8 })),
  })
  .superRefine((order, context) => {
    const typed = (order.amount ?? '') === '' ? null : readTypedAmount(order.amount ?? '');
    const typedCurrency = typed?.ok ? typed.currency : null;
    if (typed && !typedCurrency && (order.currency ?? '') === '') {
      context.addIssue({ code: 'custom', path: ['currency'], message: codedRule('rules.requiredWithAmount') });
    }
    if (typedCurrency && (order.currency ?? '') !== '' && typedCurrency !== order.currency) {
      context.addIssue({ code: 'custom', path: ['amount'], message: codedRule('rules.currencyGiven', { given: order.currency ?? '', typed: typedCurrency }) });
    }
    const tickets = new Map<string, number>();
    order.passengers.forEach((passenger, index) => {
      if (!passenger.ticketNum) return;
      const digits = passenger.ticketNum.replace(/\D/g, '').slice(0, 13);
      const other = tickets.get(digits);
      if (other !== undefined) context.addIssue({ code: 'custom', path: ['passengers', index, 'ticketNum'], message: codedRule('rules.differentTicketNumber', { passenger: other + 1 }) });
      tickets.set(digits, index);
    });
    if (!order.segments.some((segment) => segment.journey === 1)) {
      context.addIssue({ code: 'custom', path: ['segments', 0, 'journey'], message: codedRule('rules.journeyOneFirst') });
    }
  })
  // Filed as a plain decimal in the currency typed with it when the currency field was left empty.
  .transform((order) => {
    const typed = (order.amount ?? '') === '' ? null : readTypedAmount(order.amount ?? '');
    if (!typed?.ok) return order;
    return { ...order, amount: typed.amount, currency: (order.currency ?? '') === '' ? (typed.currency ?? order.currency) : order.currency };
  });

export type ManualOrderInput = z.input<typeof manualOrderSchema>;
export type ManualOrder = z.output<typeof manualOrderSchema>;

// ---------------------------------------------------------------- export and backup

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const MAX_EXPORT_ORDERS = 5000;

export const orderExportSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  selection: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('order'), orderId: orderRefSchema.shape.orderId }),
    z.strictObject({ kind: z.literal('search'), query: orderSearchSchema.shape.query, filters: orderFiltersSchema.default({}) }),
  ]),
});

/** An export is handed to the page, which offers it as a download (see docs/order-file.md). */
export interface OrderExport {
  fileName: string;
  mimeType: string;
  content: string;
  orderCount: number;
}

export const orderBackupSchema = z.strictObject({});

export interface OrderBackup {
  /** Where main wrote it. */
  path: string;
  bytes: number;
  orderCount: number;
  /** `dialog`: the agent chose the place in the system's save dialog; `backups-folder`: the desk's backups folder. */
  chosenBy: 'dialog' | 'backups-folder';
}

// ---------------------------------------------------------------- the file itself

/**
 * A storage file kept aside because SQLite found it damaged (not a database, or corrupt): the desk
 * started a fresh file (with every row it could still read, see `salvaged`) and keeps this one
 * until the agent brings it back (`orders.bringBack`). Said on every start while it exists.
 */
export interface SetAsideFile {
  /** Its name in the data directory: what `orders.bringBack` takes. */
  fileName: string;
  path: string;
  /** When it was set aside. */
  at: string;
  /** Why, in the desk's words; null for a file an earlier desk set aside (its reason is in desk.log). */
  reason: Text | null;
  /**
   * What was copied out of it into the fresh file when it was set aside: rows of the counted table
   * (orders, or searches), and about how many could not be read (null: it could not be read at all,
   * so how much it held is not known). Null when no copy was made.
   */
  salvaged: { copied: number; unreadable: number | null } | null;
  /** Set aside at this start rather than an earlier one. */
  thisStart: boolean;
}

export interface StorageFileStatus {
  name: 'orders' | 'archive';
  path: string;
  /** Every file of this kind set aside and not yet brought back, oldest first. */
  setAside: SetAsideFile[];
  /**
   * Damage the background check found in the file now in use (it is checked after the desk is up
   * when it was closed cleanly): the next start sets it aside and salvages it. Absent: none found.
   */
  damageFound?: { at: string; problem: string };
}

export interface OrderFileStatus {
  files: StorageFileStatus[];
  orderCount: number;
  profiles: { profileId: string; profileName: string; environment: Environment; orderCount: number }[];
}

/** An event: orders were filed or changed (new answers, notes, manual entries, selling prices, a set-aside file brought back). */
export interface OrdersChanged {
  orderIds: number[];
  source: OrderSource | 'note' | 'selling-price' | 'restored' | 'agency';
}

export const bringBackSchema = z.strictObject({
  name: z.enum(['orders', 'archive']),
  /** A set-aside file's name as `orders.status` lists it (never a path: the page does not name places on disk). */
  fileName: z
    .string()
    .min(1)
    .max(200)
    .regex(/^(orders|archive)\.sqlite\.unreadable-[0-9A-Za-z:._-]+$/, codedRule('rules.setAsideFile')),
});

/** What bringing a set-aside file back did: rows the current file lacked were copied in, the file renamed `…restored-<time>`. */
export interface BroughtBack {
  name: StorageFileStatus['name'];
  fileName: string;
  /** Rows of the counted table (orders, or searches) copied into the current file. */
  copied: number;
  /** Rows it holds that the current file already had. */
  alreadyThere: number;
  /** About how many rows of it could not be read; null when it could not be read at all. */
  unreadable: number | null;
  /** The name it is kept under now (nothing is deleted). */
  keptAs: string;
}
