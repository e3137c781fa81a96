import { z } from 'zod';

/**
 * One change a desk made to the agency's order file (docs/team-sync.md, "What travels"). Events are
 * facts that happened, never edited: a desk appends them, every desk folds them into the same state
 * (convergence.ts). The order is named by the service's identity (environment + partner id + order
 * number), never by a desk's local id or profile id.
 *
 * Events read from the server are validated strictly; one that does not parse is skipped, logged,
 * and never applied (a newer desk's kinds are refused by the schema version before that).
 */
const orderKey = {
  environment: z.enum(['production', 'test', 'sandbox']),
  partnerId: z.string().min(1).max(64),
  orderNum: z.string().regex(/^[0-9A-Za-z-]{1,40}$/),
};

const envelope = {
  id: z.uuid(),
  deskId: z.string().min(1).max(80),
  agent: z.object({ code: z.string().min(1).max(12), name: z.string().min(1).max(80) }).strict(),
  /** The desk's clock when it happened: shown to people, used only to order a desk's own edits. */
  happenedAt: z.iso.datetime({ offset: true }),
  ...orderKey,
};

/** The service's answer about an order, as the desk filed it: facts follow the latest observation by the service's time. */
const observed = z
  .object({
    ...envelope,
    kind: z.literal('order.observed'),
    body: z
      .object({
        /** The service's own time of the observation (its answer's time, Beijing's clock), `YYYY-MM-DD HH:mm:ss`. */
        serviceTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        /** The order's facts in the order file's own shape (validated by the order file when applied). */
        facts: z.record(z.string(), z.unknown()),
      })
      .strict(),
  })
  .strict();

const note = z
  .object({ ...envelope, kind: z.literal('order.note'), body: z.object({ text: z.string().min(1).max(4000) }).strict() })
  .strict();

const audit = z
  .object({
    ...envelope,
    kind: z.literal('order.audit'),
    body: z.object({ action: z.string().min(1).max(80), detail: z.record(z.string(), z.unknown()) }).strict(),
  })
  .strict();

/** An order entered by hand: owned by its author; only the author's later entries change it. */
const manual = z
  .object({ ...envelope, kind: z.literal('order.manual'), body: z.object({ facts: z.record(z.string(), z.unknown()) }).strict() })
  .strict();

const handOff = z
  .object({
    ...envelope,
    kind: z.literal('order.handoff'),
    body: z.object({ toAgentCode: z.string().min(1).max(12), toAgentName: z.string().min(1).max(80), note: z.string().max(1000) }).strict(),
  })
  .strict();

/**
 * A money-moving write's progress, agency-wide: `attemptId` is the desk's exactly-once marker.
 * `unknown` stays visible to everyone until a later `settled` of the same attempt.
 */
const payment = z
  .object({
    ...envelope,
    kind: z.literal('order.money'),
    body: z
      .object({
        attemptId: z.string().min(1).max(80),
        operation: z.enum(['ticketing', 'refund']),
        state: z.enum(['sent', 'unknown', 'settled', 'failed']),
        /** Set when the agent paid without the agency lock while offline (docs/team-sync.md). */
        withoutLease: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();

/**
 * The order's selling price as an agent entered it (order_selling_prices): a total, or a fee on the
 * net price, a decimal string in the order's currency. The latest by desk time wins (convergence.ts);
 * `happenedAt` is when it was entered. The local profile's name stays on its desk.
 */
const price = z
  .object({
    ...envelope,
    kind: z.literal('order.price'),
    body: z
      .object({
        mode: z.enum(['total', 'fee']),
        amount: z.string().regex(/^\d{1,9}(?:\.\d{1,2})?$/),
        currency: z.string().regex(/^[A-Z]{3}$/),
      })
      .strict(),
  })
  .strict();

export const agencyEventSchema = z.discriminatedUnion('kind', [observed, note, audit, manual, handOff, payment, price]);

export type AgencyEvent = z.infer<typeof agencyEventSchema>;
export type OrderKey = Pick<AgencyEvent, 'environment' | 'partnerId' | 'orderNum'>;

/** One string per order, the same on every desk (for maps and the server's lease key). */
export function orderKeyText(key: OrderKey): string {
  return `${key.environment}/${key.partnerId}/${key.orderNum}`;
}

/**
 * Whether an order belongs to the agency's shared file. The built-in embedded sandbox's orders never
 * do: every desk's embedded sandbox is a world of its own with the same demo partner id and the same
 * order numbers. A standalone sandbox a team shares is named with its address in the partner id
 * (`<partner>@<host:port>`, order-facts.ts `accountPartnerId`), so its orders are shared like any other.
 */
export function isAgencyShared(environment: string, partnerId: string | null): partnerId is string {
  if (partnerId === null) return false;
  return environment !== 'sandbox' || partnerId.includes('@');
}
