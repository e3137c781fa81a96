/**
 * The `/sandbox/` routes: the simulator's own controls, OUTSIDE the partner API. They answer plain
 * JSON (never the partner envelope), need no partner credentials (the sandbox binds to loopback;
 * anyone who can reach it can already use the demo partner), and exist for tests and trainers.
 *
 * GET    /sandbox                  what this sandbox is: partner id, valid tags, seed, routes
 * GET    /sandbox/orders           the order book (?kind=air|refund|ancillary, ?state=CODE, ?orderNum=N)
 * POST   /sandbox/orders           book a to-be-paid test order from a priced solution → 201
 * GET    /sandbox/clock            the sandbox clock
 * POST   /sandbox/clock            advance it: { "minutes": 90 }
 * POST   /sandbox/reset            back to the seeded state (order book, credit, clock, faults)
 * GET    /sandbox/faults           the active faults
 * POST   /sandbox/faults           replace them: { "faults": [ "pricing:hang", {…} ] } (add "append": true to add)
 * DELETE /sandbox/faults           clear them
 * GET    /sandbox/rules            the switchable rules (requireOrderPricing)
 * POST   /sandbox/rules            switch them: { "requireOrderPricing": true }
 * POST   /sandbox/explain-solution { "solutionId": "…" } → what pricing will do with it
 * GET    /sandbox/data             the airports, airlines and booking codes of the simulation
 * GET    /sandbox/files            the attachments uploaded (UploadAttachmentFile, assumed): ids, names, sizes, hashes
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { AIRLINES } from '../data/airlines';
import { AIRPORTS } from '../data/airports';
import { BOOKING_LADDERS, CABINS } from '../fares/cabins';
import { type ActiveFault, type FaultRule } from '../faults/fault-rule';
import { type FaultRegistry } from '../faults/fault-registry';
import { faultFromJson, FaultSyntaxError } from '../faults/fault-syntax';
import { applyPricingOutcome } from '../offers/pricing-outcome';
import { decodeSolutionId } from '../offers/solution-id';
import { lastTicketingInstant } from '../offers/last-ticketing-time';
import { type SandboxContext } from '../operations/operation-context';
import { createTestOrder, CreateOrderError } from '../orders/create-test-order';
import { airOrderEntry, listOrders, type SandboxAirOrderEntry } from '../orders/order-listing';
import { isJsonObject } from '../protocol/field-reader';
import { ASSUMED_OPERATION_IDS, NEWER_VERSION_PATHS, OPERATION_PATHS } from '../protocol/operations';
import { stripBom } from '../protocol/refund-form';
import { pricingSegmentsOf } from '../offers/pricing-segments';
import { beijingDateTime } from '../time/wire-time';
import { readBody } from './read-body';
import { writeText } from './write-response';
import { NOT_SIMULATED_OLDER_OPERATIONS, OLDER_URL_FORM_PATHS } from './older-url-form';

export interface SandboxClockView {
  /** ISO 8601 UTC instant of the sandbox clock. */
  now: string;
  nowMs: number;
  /** The same instant in Beijing time, `yyyy-MM-dd HH:mm:ss` (the service's time). */
  beijingTime: string;
  /** How far the sandbox clock is ahead of the wall clock. */
  offsetMinutes: number;
}

export interface SandboxFaultsView {
  faults: ActiveFault[];
}

export interface SandboxInfo {
  description: string;
  partnerId: string;
  validTags: readonly string[];
  seed: number;
  /** Every operation served, by id, with its path (the seven of the spec and the assumed ones). */
  operations: Readonly<Record<string, string>>;
  /** The operations the specification only names, served in assumed shapes (docs/sandbox.md). */
  assumedOperations: readonly string[];
  /** Newer versions served by the same operation: path → operation id. */
  newerVersionPaths: Readonly<Record<string, string>>;
  /**
   * The older URL form (`GET`/`POST /<path>?param=<Base64 of the JSON body>`, assumed from
   * public material): path → operation id, and the older operations answered 501 "not simulated".
   */
  olderUrlForm: { paths: Readonly<Record<string, string>>; notSimulated: readonly string[] };
  rules: SandboxRulesView;
  controlRoutes: string[];
  clock: SandboxClockView;
}

/** The switchable rules (GET/POST /sandbox/rules). */
export interface SandboxRulesView {
  /** Ticketing needs a successful OrderPricing of the order in the last 30 minutes (else B009). */
  requireOrderPricing: boolean;
}

export interface ExplainedSolution {
  /** What pricing does with the solution's own booking codes. */
  pricingOutcome: 'unchanged' | 'price-up' | 'price-down' | 'booking-code-changed';
  /** S = from shopping, P = re-issued by pricing. */
  origin: 'S' | 'P';
  product: string;
  cabin: string;
  passengers: { adults: number; children: number; infants: number };
  lastTktTime: string;
  journeys: { airline: string; flightNum: string; departure: string; arrival: string; departureDate: string; departureTime: string; arrivalDate: string; arrivalTime: string; bookingCode: string }[][];
}

/** One uploaded attachment (GET /sandbox/files); its bytes are kept by the sandbox. */
export interface SandboxAttachmentEntry {
  fileId: string;
  partnerId: string;
  orderNum: string | null;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Beijing time, `yyyy-MM-dd HH:mm:ss`. */
  uploadedAt: string;
  /** The refund orders whose request carried this id. */
  usedByRefundOrders: string[];
}

export interface SandboxFilesView {
  files: SandboxAttachmentEntry[];
}

export interface ControlDependencies {
  context(): SandboxContext;
  faults: FaultRegistry;
  partnerId: string;
  validTags: readonly string[];
  reset(): void;
  setRules(rules: Partial<SandboxRulesView>): void;
}

export const CONTROL_ROUTES = [
  'GET /sandbox',
  'GET /sandbox/orders',
  'POST /sandbox/orders',
  'GET /sandbox/clock',
  'POST /sandbox/clock',
  'POST /sandbox/reset',
  'GET /sandbox/faults',
  'POST /sandbox/faults',
  'DELETE /sandbox/faults',
  'GET /sandbox/rules',
  'POST /sandbox/rules',
  'POST /sandbox/explain-solution',
  'GET /sandbox/data',
  'GET /sandbox/files',
];

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function handleControl(path: string, query: URLSearchParams, request: IncomingMessage, response: ServerResponse, deps: ControlDependencies): Promise<void> {
  const reply = (status: number, value: unknown): Promise<void> => writeText(response, JSON.stringify(value), { status });
  try {
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await jsonBody(request) : undefined;
    const route = `${method} ${path.replace(/\/+$/, '')}`;
    const context = deps.context();
    switch (route) {
      case 'GET /sandbox':
        return await reply(200, info(deps));
      case 'GET /sandbox/orders':
        return await reply(200, filtered(listOrders(context.book, context.seed, context.clock.now()), query));
      case 'POST /sandbox/orders': {
        const partnerId = isJsonObject(body) && typeof body.partnerId === 'string' ? body.partnerId : deps.partnerId;
        const order = createTestOrder(context, body, partnerId);
        const entry: SandboxAirOrderEntry = airOrderEntry(context.book, order, context.clock.now());
        return await reply(201, entry);
      }
      case 'GET /sandbox/clock':
        return await reply(200, clockView(context));
      case 'POST /sandbox/clock': {
        const minutes = isJsonObject(body) ? Number(body.minutes) : NaN;
        if (!Number.isFinite(minutes) || minutes < 0) throw new ControlError(400, 'send { "minutes": N } with N >= 0: the sandbox clock only moves forward (POST /sandbox/reset rewinds it)');
        context.clock.advance(minutes);
        context.changed();
        return await reply(200, clockView(context));
      }
      case 'POST /sandbox/reset':
        deps.reset();
        return await reply(200, { reset: true, clock: clockView(deps.context()) });
      case 'GET /sandbox/faults':
        return await reply(200, { faults: deps.faults.list() } satisfies SandboxFaultsView);
      case 'POST /sandbox/faults': {
        const rules = faultRules(body);
        if (isJsonObject(body) && body.append === true) deps.faults.add(rules);
        else deps.faults.set(rules);
        return await reply(200, { faults: deps.faults.list() } satisfies SandboxFaultsView);
      }
      case 'DELETE /sandbox/faults':
        deps.faults.clear();
        return await reply(200, { faults: [] } satisfies SandboxFaultsView);
      case 'GET /sandbox/rules':
        return await reply(200, rulesView(context));
      case 'POST /sandbox/rules': {
        deps.setRules(rulesFrom(body));
        return await reply(200, rulesView(deps.context()));
      }
      case 'POST /sandbox/explain-solution':
        return await reply(200, explain(context, body));
      case 'GET /sandbox/data':
        return await reply(200, data(deps));
      case 'GET /sandbox/files':
        return await reply(200, filesView(context));
      default:
        throw new ControlError(404, `no such sandbox route: ${route}; routes: ${CONTROL_ROUTES.join(', ')}`);
    }
  } catch (error) {
    if (error instanceof ControlError || error instanceof CreateOrderError) {
      return reply(error.status, { error: error.message, ...(error instanceof CreateOrderError && error.code ? { code: error.code } : {}) });
    }
    if (error instanceof FaultSyntaxError) return reply(400, { error: error.message });
    return reply(500, { error: 'the sandbox failed to handle this control request' });
  }
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request);
  if (!body.ok) throw new ControlError(413, 'body too large');
  if (body.text.trim() === '') return {};
  try {
    return JSON.parse(stripBom(body.text));
  } catch {
    throw new ControlError(400, 'the body is not JSON');
  }
}

export function clockView(context: SandboxContext): SandboxClockView {
  const now = context.clock.now();
  return { now: new Date(now).toISOString(), nowMs: now, beijingTime: beijingDateTime(now), offsetMinutes: context.clock.offsetMinutes };
}

function info(deps: ControlDependencies): SandboxInfo {
  return {
    description: 'Ticketing Desk sandbox: a simulator of the wholesale buyer API. /sandbox/ routes are its own controls, not part of the partner API.',
    partnerId: deps.partnerId,
    validTags: deps.validTags,
    seed: deps.context().seed,
    operations: OPERATION_PATHS,
    assumedOperations: ASSUMED_OPERATION_IDS,
    newerVersionPaths: NEWER_VERSION_PATHS,
    olderUrlForm: { paths: OLDER_URL_FORM_PATHS, notSimulated: NOT_SIMULATED_OLDER_OPERATIONS.map((name) => `/${name}`) },
    rules: rulesView(deps.context()),
    controlRoutes: CONTROL_ROUTES,
    clock: clockView(deps.context()),
  };
}

function filesView(context: SandboxContext): SandboxFilesView {
  const refunds = context.book.state.refundOrders;
  return {
    files: (context.book.state.attachments ?? []).map((record) => ({
      ...record,
      uploadedAt: beijingDateTime(record.uploadedAt),
      usedByRefundOrders: refunds.filter((refund) => refund.uploadedFileIds.includes(record.fileId)).map((refund) => refund.orderNum),
    })),
  };
}

function rulesView(context: SandboxContext): SandboxRulesView {
  return { requireOrderPricing: context.rules.requireOrderPricing };
}

function rulesFrom(body: unknown): Partial<SandboxRulesView> {
  const value = isJsonObject(body) ? body.requireOrderPricing : undefined;
  if (typeof value !== 'boolean') throw new ControlError(400, 'send { "requireOrderPricing": true } or { "requireOrderPricing": false }');
  return { requireOrderPricing: value };
}

function filtered(listing: ReturnType<typeof listOrders>, query: URLSearchParams): ReturnType<typeof listOrders> {
  const kind = query.get('kind');
  const state = query.get('state');
  const orderNum = query.get('orderNum');
  return {
    ...listing,
    orders: listing.orders.filter(
      (entry) => (!kind || entry.kind === kind) && (!state || entry.stateCode === state) && (!orderNum || entry.orderNum === orderNum),
    ),
  };
}

function faultRules(body: unknown): FaultRule[] {
  const list = Array.isArray(body) ? body : isJsonObject(body) ? (body.faults ?? (body.kind !== undefined ? [body] : undefined)) : undefined;
  if (typeof list === 'string') return [faultFromJson(list)];
  if (!Array.isArray(list)) throw new ControlError(400, 'send { "faults": [ "pricing:http=503:times=2", { "operation": "shopping", "kind": "latency", "ms": 500 } ] }');
  return list.map(faultFromJson);
}

function explain(context: SandboxContext, body: unknown): ExplainedSolution {
  const solutionId = isJsonObject(body) && typeof body.solutionId === 'string' ? body.solutionId : '';
  const decoded = decodeSolutionId(context.seed, context.network, solutionId);
  if (!decoded) throw new ControlError(400, 'solutionId is illegal');
  const { offer, origin } = decoded;
  return {
    pricingOutcome: applyPricingOutcome(context.seed, offer, origin).kind,
    origin,
    product: offer.product,
    cabin: offer.cabin,
    passengers: offer.passengers,
    lastTktTime: beijingDateTime(lastTicketingInstant(offer)),
    journeys: pricingSegmentsOf(offer),
  };
}

function data(deps: ControlDependencies) {
  return {
    airports: AIRPORTS.map(({ code, name, city, cityCode, country, continent, timeZone }) => ({ code, name, city, cityCode, country, continent, timeZone })),
    airlines: AIRLINES.map(({ code, name, country, alliance, hubs }) => ({ code, name, country, alliance, hubs })),
    bookingCodes: Object.fromEntries(CABINS.map((cabin) => [cabin, BOOKING_LADDERS[cabin].map((b) => b.code)])),
    validTags: deps.validTags,
  };
}
