import { createHash } from 'node:crypto';
import type { AmountLine, FiledPassenger, FiledSegment, OrderChange, RouteLeg } from '../../../contract/domains/orders';
import { sameStatus } from '../../../contract/domains/order-status';
import type { ArchiveDatabase } from '../open-archive';
import { NO_STAMP, OrderStamper, STAMP_COLUMNS } from '../agency/order-stamps';
import type { OrderDetails } from './order-details';
import type { OrderFileChanges } from './order-file-changes';
import { encodePassengers, encodeSegments, encodeTickets } from './order-documents';
import { routeOf, type FiledAnswer, type OrderFacts, type OrderOwner } from './order-facts';
import { statusOf } from './order-rows';
import { ticketDigits, type SearchIndex, type SearchParts } from './search-index';

/** What filing one order did. */
export interface FiledOrderOutcome {
  orderId: number;
  orderNum: string;
  created: boolean;
  changes: OrderChange[];
}

const ORDER_COLUMNS = [
  'environment', 'partner_id', 'profile_id', 'profile_name', 'order_num', 'kind', 'order_type', 'parent_order_num',
  'status_code', 'status_text', 'status_key', 'status_group', 'pnr', 'air_pnr', 'currency', 'amount', 'last_tkt_time',
  'route_json', 'first_departure', 'lead_passenger', 'passenger_count', 'passengers_json', 'segments_json', 'tickets_json',
  'details_json', 'sort_time', 'source', 'manual', 'first_seen_at', 'updated_at', 'as_of', 'status_seen_at', 'status_source', 'status_inferred',
] as const;
type OrderColumn = (typeof ORDER_COLUMNS)[number];
type OrderValues = Record<OrderColumn, string | number | null>;
type ExistingOrder = OrderValues & { id: number };

// The identity never changes; the profile does (the one that read the order last, which refresh uses).
const UPDATED_COLUMNS = ORDER_COLUMNS.filter((column) => !['environment', 'partner_id', 'order_num', 'first_seen_at'].includes(column));

/**
 * Files answers: creates or updates each order the answer concerns (by its identity), replaces
 * the lists the answer carries, records a status change in the history, keeps the raw answer, and
 * rebuilds the order's search entry — all in one transaction per answer, so a crash leaves either
 * the whole answer filed or none of it.
 */
export class OrderWriter {
  private readonly s;
  /** This desk's own observation of each order it files, stamped in the row while team sync records (order-stamps.ts). */
  readonly stamps = new OrderStamper();

  constructor(
    db: ArchiveDatabase,
    private readonly index: SearchIndex,
    private readonly changes: OrderFileChanges,
  ) {
    this.s = {
      // By identity: environment, partner id, number (an order of no known account: its profile).
      find: db.prepare(`SELECT id, ${ORDER_COLUMNS.join(', ')} FROM orders WHERE environment = ? AND partner_id = ? AND order_num = ?`),
      findWithoutAccount: db.prepare(`SELECT id, ${ORDER_COLUMNS.join(', ')} FROM orders WHERE environment = ? AND partner_id IS NULL AND profile_id = ? AND order_num = ?`),
      // A new order is the common case when filing in bulk: it is inserted without being looked
      // up first, and only an order already in the file is read back and merged. No conflict
      // target: either key (the account's, or the profile's for an order of no known account).
      insertNew: db.prepare(
        `INSERT INTO orders (${[...ORDER_COLUMNS, ...STAMP_COLUMNS].join(', ')}) VALUES (${[...ORDER_COLUMNS, ...STAMP_COLUMNS].map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`,
      ),
      // A new stamp replaces an unsent one (one event for the refreshes made before a push); no
      // stamp (team sync off) leaves the row's as it is, to be sent when it records again.
      update: db.prepare(
        `UPDATE orders SET ${UPDATED_COLUMNS.map((c) => `${c} = ?`).join(', ')}, ${STAMP_COLUMNS.map((c, i) => `${c} = CASE WHEN ?${UPDATED_COLUMNS.length + 1} IS NULL THEN ${c} ELSE ?${UPDATED_COLUMNS.length + 1 + i} END`).join(', ')} WHERE id = ?${UPDATED_COLUMNS.length + 1 + STAMP_COLUMNS.length}`,
      ),
      history: db.prepare('INSERT INTO order_status_history (order_id, status_code, status_text, status_key, status_group, seen_at, source, inferred) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      vouchersOf: db.prepare('SELECT voucher_number, amount, valid_end FROM order_vouchers WHERE order_id = ? ORDER BY voucher_number'),
      upsertVoucher: db.prepare(
        `INSERT INTO order_vouchers (order_id, voucher_number, passenger_index, last_name, first_name, currency, amount, valid_from, valid_end, use_for_json, usage_limitation, file_id, source)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (order_id, voucher_number) DO UPDATE SET
           passenger_index = COALESCE(excluded.passenger_index, passenger_index), last_name = COALESCE(excluded.last_name, last_name),
           first_name = COALESCE(excluded.first_name, first_name), currency = COALESCE(excluded.currency, currency),
           amount = COALESCE(excluded.amount, amount), valid_from = COALESCE(excluded.valid_from, valid_from),
           valid_end = COALESCE(excluded.valid_end, valid_end), use_for_json = excluded.use_for_json,
           usage_limitation = COALESCE(excluded.usage_limitation, usage_limitation), file_id = COALESCE(excluded.file_id, file_id), source = excluded.source`,
      ),
      insertFile: db.prepare('INSERT OR IGNORE INTO order_files (order_id, file_id, role) VALUES (?, ?, ?)'),
      insertLink: db.prepare('INSERT OR IGNORE INTO order_known_links (order_id, linked_order_num, relation) VALUES (?, ?, ?)'),
      lastPayload: db.prepare('SELECT sha256 FROM order_payloads WHERE order_id = ? AND operation = ? ORDER BY id DESC LIMIT 1'),
      insertPayload: db.prepare('INSERT INTO order_payloads (order_id, audit_id, operation, received_at, sha256, body) VALUES (?, ?, ?, ?, ?, ?)'),
      linkAudit: db.prepare('INSERT OR IGNORE INTO audit_orders (audit_id, order_id) VALUES (?, ?)'),
    };
  }

  /**
   * Files every order of an answer in one transaction. `auditId` links the call that brought it;
   * `payload` is the raw answer, kept with the first order of the answer.
   */
  file(answer: FiledAnswer, options: { auditId?: number | null; payload?: { operation: string; body: string } | null } = {}): FiledOrderOutcome[] {
    // The orders whose row now holds this desk's observation: the recorder writes nothing more for them.
    const stamped: number[] = [];
    return this.changes.write(
      () => {
        const stampOf = this.stamps.stamperFor(answer.source === 'manual' ? 'manual' : 'observed');
        const outcomes = answer.orders.map((facts) => {
          const stamp = stampOf(answer.owner.environment, answer.owner.partnerId);
          const outcome = this.fileOne(answer, facts, stamp ?? NO_STAMP);
          if (stamp) stamped.push(outcome.orderId);
          return outcome;
        });
        const first = outcomes[0];
        if (options.auditId) for (const outcome of outcomes) this.s.linkAudit.run(options.auditId, outcome.orderId);
        if (first && options.payload) this.keepPayload(first.orderId, options.auditId ?? null, options.payload, answer.at);
        return outcomes;
      },
      // `stamped` only when there are some: the change is told as it always was while team sync is off.
      (outcomes) => ({ kind: 'orders', orderIds: outcomes.map((outcome) => outcome.orderId), source: answer.source, ...(stamped.length > 0 ? { stamped } : {}) }),
    );
  }

  private fileOne(answer: FiledAnswer, sent: OrderFacts, stamp: readonly (string | null)[]): FiledOrderOutcome {
    const created = this.insertIfNew(answer, sent, stamp);
    if (created) return created;
    const owner = answer.owner;
    const existing = (
      owner.partnerId !== null ? this.s.find.get(owner.environment, owner.partnerId, sent.orderNum) : this.s.findWithoutAccount.get(owner.environment, owner.profileId, sent.orderNum)
    ) as ExistingOrder | undefined;
    // Not inserted, yet not ours: another key of the file holds this row (cannot happen with the keys above; said plainly if it ever does).
    if (!existing) throw new Error(`order ${sent.orderNum} of ${owner.environment} could not be filed: the file holds it under another key`);
    const facts: OrderFacts = { ...sent, status: statusToApply(sent.status, existing) };
    const changes = new Set<OrderChange>();
    const values = mergedValues(owner, facts, existing, answer, changes);
    this.s.update.run([...UPDATED_COLUMNS.map((column) => values[column]), ...stamp, existing.id]);
    this.fileHistoryAndSideTables(existing.id, facts, answer, changes, existing);
    this.index.reindex(existing.id);
    return { orderId: existing.id, orderNum: facts.orderNum, created: false, changes: [...changes] };
  }

  /** Files an order the file does not hold yet; null when it holds it (nothing written then). */
  private insertIfNew(answer: FiledAnswer, facts: OrderFacts, stamp: readonly (string | null)[]): FiledOrderOutcome | null {
    const changes = new Set<OrderChange>(['created']);
    const values = mergedValues(answer.owner, facts, undefined, answer, changes);
    const inserted = this.s.insertNew.run([...ORDER_COLUMNS.map((column) => values[column]), ...stamp]);
    if (Number(inserted.changes) === 0) return null;
    const orderId = Number(inserted.lastInsertRowid);
    this.fileHistoryAndSideTables(orderId, facts, answer, changes, undefined);
    this.index.reindex(orderId, searchPartsOf(facts, values));
    return { orderId, orderNum: facts.orderNum, created: true, changes: [...changes] };
  }

  /**
   * The status the answer replaces goes to the history (the row now holds the new one, with when
   * and by which operation it was seen); an order's first status needs no history row.
   */
  private fileHistoryAndSideTables(orderId: number, facts: OrderFacts, answer: FiledAnswer, changes: Set<OrderChange>, existing: ExistingOrder | undefined): void {
    // mergedValues noted the change of status; a status never recorded with its time has no history row.
    if (existing && changes.has('status') && existing.status_seen_at !== null) {
      this.s.history.run(orderId, existing.status_code, existing.status_text, existing.status_key, existing.status_group, existing.status_seen_at, existing.status_source, existing.status_inferred);
    }
    this.fileSideTables(orderId, facts, answer, changes, Boolean(existing));
  }

  /** Vouchers (upserted by number), file ids and links named by the answer: small tables of their own. */
  private fileSideTables(orderId: number, facts: OrderFacts, answer: FiledAnswer, changes: Set<OrderChange>, existed: boolean): void {
    const s = this.s;
    if (facts.vouchers?.length) {
      const before = existed ? JSON.stringify(s.vouchersOf.all(orderId).map(valuesOnly)) : null;
      for (const v of facts.vouchers) {
        s.upsertVoucher.run(orderId, v.voucherNumber, v.passengerIndex, v.lastName, v.firstName, v.currency, v.amount, v.validFrom, v.validEnd, JSON.stringify(v.useFor), v.usageLimitation, v.fileId, answer.source);
      }
      if (before !== null && before !== JSON.stringify(s.vouchersOf.all(orderId).map(valuesOnly))) changes.add('vouchers');
    }
    for (const file of facts.files ?? []) s.insertFile.run(orderId, file.fileId, file.role);
    for (const link of facts.links ?? []) {
      if (Number(s.insertLink.run(orderId, link.orderNum, link.relation).changes) > 0 && existed) changes.add('links');
    }
  }

  private keepPayload(orderId: number, auditId: number | null, payload: { operation: string; body: string }, at: Date): void {
    const sha = createHash('sha256').update(payload.body).digest('hex');
    const last = this.s.lastPayload.get(orderId, payload.operation) as { sha256: string } | undefined;
    if (last?.sha256 === sha) return;
    this.s.insertPayload.run(orderId, auditId, payload.operation, at.toISOString(), sha, payload.body);
  }
}

/**
 * The order's row after this answer: a value the answer carries replaces the file's, a value it
 * does not carry (undefined or null) keeps the file's, a list replaces the file's list only when
 * it has entries. What changed is noted for the agent.
 */
function mergedValues(owner: OrderOwner, facts: OrderFacts, existing: ExistingOrder | undefined, answer: FiledAnswer, changes: Set<OrderChange>): OrderValues {
  const at = answer.at.toISOString();
  const keep = <T>(next: T | null | undefined, previous: unknown): T | null => (next ?? (previous as T | null | undefined) ?? null);
  const noteChange = (change: OrderChange, next: unknown, previous: unknown) => {
    if (existing && next !== undefined && next !== null && next !== previous) changes.add(change);
  };
  noteChange('pnr', facts.pnr, existing?.pnr);
  noteChange('airPnr', facts.airPnr, existing?.air_pnr);
  noteChange('amount', facts.amount, existing?.amount);
  noteChange('lastTicketingTime', facts.lastTicketingTime, existing?.last_tkt_time);

  const list = <T>(next: T[] | undefined, previousJson: unknown, change: OrderChange, encode: (items: T[]) => string): string => {
    if (!next?.length) return (previousJson as string | undefined) ?? '[]';
    const json = encode(next);
    if (existing && json !== previousJson) changes.add(change);
    return json;
  };
  const passengersJson = list(facts.passengers, existing?.passengers_json, 'passengers', encodePassengers);
  const segmentsJson = list(facts.segments, existing?.segments_json, 'segments', encodeSegments);
  const ticketsJson = list(facts.tickets, existing?.tickets_json, 'tickets', encodeTickets);
  const details = mergedDetails(existing ? (JSON.parse(existing.details_json as string) as OrderDetails) : {}, facts, at, changes, Boolean(existing));
  const status = facts.status?.status ?? null;
  const fromService = answer.fromService;
  const newStatus = status !== null && (!existing || statusReplaced(facts, existing));
  if (existing && newStatus) changes.add('status');
  return {
    environment: owner.environment,
    partner_id: owner.partnerId,
    profile_id: owner.profileId,
    profile_name: owner.profileName,
    order_num: facts.orderNum,
    kind: facts.kind,
    order_type: keep(facts.orderType, existing?.order_type),
    parent_order_num: keep(facts.parentOrderNum, existing?.parent_order_num),
    status_code: status ? status.code : (existing?.status_code ?? null),
    status_text: status ? status.text : (existing?.status_text ?? null),
    status_key: status ? status.key : (existing?.status_key ?? null),
    status_group: status ? status.group : (existing?.status_group ?? 'other'),
    pnr: keep(facts.pnr, existing?.pnr),
    air_pnr: keep(facts.airPnr, existing?.air_pnr),
    currency: keep(facts.currency, existing?.currency),
    amount: keep(facts.amount, existing?.amount),
    last_tkt_time: keep(facts.lastTicketingTime, existing?.last_tkt_time),
    ...routeColumns(facts.segments, existing),
    ...passengerColumns(facts.passengers, existing),
    passengers_json: passengersJson,
    segments_json: segmentsJson,
    tickets_json: ticketsJson,
    details_json: JSON.stringify(withoutEmpty(details)),
    sort_time: sortTimeOf(details.createdTime ?? null) ?? existing?.sort_time ?? at,
    source: existing?.source ?? answer.source,
    // "Manual" means the service never confirmed the order: its first answer clears it.
    manual: fromService ? 0 : facts.manual || existing?.manual === 1 ? 1 : 0,
    first_seen_at: existing?.first_seen_at ?? at,
    updated_at: at,
    as_of: fromService ? at : (existing?.as_of ?? null),
    // When and how the current status was first seen: kept while an answer repeats it.
    status_seen_at: newStatus ? at : (existing?.status_seen_at ?? null),
    status_source: newStatus ? answer.source : (existing?.status_source ?? null),
    status_inferred: newStatus ? (facts.status?.inferred ? 1 : 0) : (existing?.status_inferred ?? 0),
  };
}

/** Whether the answer brings a status other than the one the order has. */
function statusReplaced(facts: OrderFacts, existing: ExistingOrder): boolean {
  const status = facts.status?.status;
  return status !== undefined && !sameStatus(status, statusOf(existing.status_code as string | null, existing.status_text as string | null, existing.status_key as string | null, existing.status_group as string));
}

function mergedDetails(previous: OrderDetails, facts: OrderFacts, at: string, changes: Set<OrderChange>, existed: boolean): OrderDetails {
  const keep = <T>(next: T | null | undefined, old: T | null | undefined): T | null => next ?? old ?? null;
  const contact = facts.contact ?? null;
  if (contact && existed && JSON.stringify(contact) !== JSON.stringify(previous.contact ?? null)) changes.add('contact');
  const reimbursement = facts.reimbursement
    ? { code: facts.reimbursement.status.code, text: facts.reimbursement.status.text, payGate: facts.reimbursement.payGate, currency: facts.reimbursement.currency, checkedAt: at }
    : (previous.reimbursement ?? null);
  if (facts.reimbursement && existed && (reimbursement?.code ?? reimbursement?.text) !== (previous.reimbursement?.code ?? previous.reimbursement?.text)) changes.add('reimbursement');
  return {
    refOrderNum: keep(facts.refOrderNum, previous.refOrderNum),
    platingCarrier: keep(facts.platingCarrier, previous.platingCarrier),
    createdTime: keep(facts.createdTime, previous.createdTime),
    contact: contact ?? previous.contact ?? null,
    payGate: keep(facts.payGate, previous.payGate),
    paySerialNum: keep(facts.paySerialNum, previous.paySerialNum),
    amounts: mergeAmounts(previous.amounts ?? [], facts.amounts ?? []),
    refund: facts.refund ?? previous.refund ?? null,
    reimbursement,
    ancillary: facts.ancillary ?? previous.ancillary ?? null,
    refundLines: facts.refundLines?.length ? facts.refundLines : (previous.refundLines ?? []),
    ancillaryItems: facts.ancillaryItems?.length ? facts.ancillaryItems : (previous.ancillaryItems ?? []),
  };
}

const STAGE: Partial<Record<string, number>> = { 'to-pay': 0, issuing: 1, issued: 2 };

/**
 * A status the service sent always applies. A status the desk concluded (paid after Ticketing,
 * issued after ModifyOrderStatus) only moves an order forward along to pay → issuing → issued, and
 * never touches a cancelled or refunded order: a late conclusion must not undo what the service said.
 */
function statusToApply(next: OrderFacts['status'], existing: ExistingOrder | undefined): OrderFacts['status'] {
  if (!next || !next.inferred || !existing || existing.status_key === null) return next ?? null;
  const before = STAGE[existing.status_group as string];
  const after = STAGE[next.status.group];
  if (before === undefined || after === undefined) return null;
  return after > before ? next : null;
}

/** Absent and null read the same in OrderDetails' own fields: nulls and empty lists are not written. */
function withoutEmpty(details: OrderDetails): OrderDetails {
  // A loop, not entries/filter/fromEntries: it runs for every order filed.
  const kept: Record<string, unknown> = {};
  for (const key in details) {
    const value = details[key as keyof OrderDetails];
    if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) kept[key] = value;
  }
  return kept as OrderDetails;
}

/** The item with the lowest number (first segment, lead passenger), without sorting a copy. */
function lowest<T>(items: readonly T[], numberOf: (item: T) => number): T {
  let best = items[0] as T;
  for (const item of items) if (numberOf(item) < numberOf(best)) best = item;
  return best;
}

/** The list row's route and first local departure follow the segments just filed. */
function routeColumns(segments: readonly FiledSegment[] | undefined, existing: ExistingOrder | undefined): Pick<OrderValues, 'route_json' | 'first_departure'> {
  if (!segments?.length) return { route_json: existing?.route_json ?? '[]', first_departure: existing?.first_departure ?? null };
  const first = lowest(segments, (segment) => segment.segmentNo);
  const route: RouteLeg[] = routeOf(segments);
  return {
    route_json: JSON.stringify(route),
    first_departure: first.departureDate ? `${first.departureDate}${first.departureTime ? ` ${first.departureTime}` : ''}` : null,
  };
}

/** The list row's lead passenger and count follow the passengers just filed. */
function passengerColumns(passengers: readonly FiledPassenger[] | undefined, existing: ExistingOrder | undefined): Pick<OrderValues, 'lead_passenger' | 'passenger_count'> {
  if (!passengers?.length) return { lead_passenger: existing?.lead_passenger ?? null, passenger_count: existing?.passenger_count ?? 0 };
  const lead = lowest(passengers, (passenger) => passenger.passengerIndex);
  return { lead_passenger: `${lead.lastName}/${lead.firstName}`, passenger_count: passengers.length };
}

/** A new order's search entry, from what is being filed. */
function searchPartsOf(facts: OrderFacts, values: OrderValues): SearchParts {
  return {
    numbers: [facts.orderNum, values.pnr as string | null, values.air_pnr as string | null],
    ticketDigits: (facts.tickets ?? []).map(ticketDigits),
    voucherNumbers: (facts.vouchers ?? []).map((voucher) => voucher.voucherNumber),
    names: [
      ...(facts.passengers ?? []).map((p) => `${p.lastName} ${p.firstName}`),
      ...(facts.refundLines ?? []).map((line) => `${line.lastName} ${line.firstName}`),
      ...(facts.vouchers ?? []).map((v) => `${v.lastName ?? ''} ${v.firstName ?? ''}`),
    ],
    // A new order's contact is the one it was filed with (mergedDetails).
    contactName: facts.contact?.name ?? null,
    segments: facts.segments ?? [],
    note: null,
  };
}

function mergeAmounts(previous: AmountLine[], next: AmountLine[]): AmountLine[] {
  if (next.length === 0) return previous;
  const byKey = new Map(previous.map((line) => [line.key, line]));
  for (const line of next) byKey.set(line.key, line);
  return [...byKey.values()];
}

/** libsql adds `_metadata` to rows; comparisons look at the values only. */
function valuesOnly(row: unknown): unknown {
  const { _metadata: _ignored, ...values } = row as Record<string, unknown>;
  return values;
}

/**
 * The service's creation time as a UTC ISO instant, for "newest first": Beijing
 * `yyyy-MM-dd HH:mm:ss` (UTC+8), or ISO 8601 with an offset (ancillary orders).
 */
export function sortTimeOf(createdTime: string | null): string | null {
  if (!createdTime) return null;
  const trimmed = createdTime.trim();
  const beijing = BEIJING_TIME.exec(trimmed);
  if (beijing) {
    // Worked out with Date.UTC (it runs for every order filed). A value Date.UTC would read
    // differently from Date.parse (month 0 or 13, an hour of 24, a minute or second of 60, a year
    // before 100, which Date.UTC takes as 19xx) takes the parse below.
    const field = (group: number) => Number(beijing[group] ?? 0);
    const [year, month, day, hour, minute, second] = [field(1), field(2), field(3), field(4), field(5), field(6)];
    if (year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour < 24 && minute < 60 && second < 60) {
      return new Date(Date.UTC(year, month - 1, day, hour - 8, minute, second)).toISOString();
    }
  }
  const iso = beijing ? `${beijing[1]}-${beijing[2]}-${beijing[3]}T${beijing[4]}:${beijing[5]}:${beijing[6] ?? '00'}+08:00` : trimmed;
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** Beijing `yyyy-MM-dd HH:mm[:ss]` (the service's times, UTC+8). */
const BEIJING_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
