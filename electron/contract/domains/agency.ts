import { z } from 'zod';
import { codedRule } from '../coded-rule';
import type { Text } from '../words/wording';

/**
 * The agency's shared order file (docs/team-sync.md): the desk's agent, and where the agency's
 * PostgreSQL is. The password goes to main once (saved in the OS keychain) and never comes back.
 */
const AGENCY_TLS_MODES = ['verify-full', 'off'] as const;

export const agentSchema = z.strictObject({
  name: z.string().trim().min(1, codedRule('rules.notEmpty')).max(80, codedRule('rules.atMostCharacters', { max: 80 })),
  /** Short, as agents sign on a GDS: shown beside every order the agent touched. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,12}$/, codedRule('rules.agencyCode')),
});

export const agencyServerSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1, codedRule('rules.notEmpty'))
    .max(253, codedRule('rules.atMostCharacters', { max: 253 }))
    .regex(/^[A-Za-z0-9.:-]+$/, codedRule('rules.hostName')),
  port: z.number().int(codedRule('rules.wholeNumber')).min(1, codedRule('rules.atLeast', { min: 1 })).max(65535, codedRule('rules.atMost', { max: 65535 })),
  database: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_$-]{0,62}$/, codedRule('rules.databaseName')),
  user: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_$-]{0,62}$/, codedRule('rules.userName')),
  tls: z.enum(AGENCY_TLS_MODES),
  /** The authority's certificate (PEM) when the server's is not signed by one the system trusts. */
  caPem: z
    .string()
    .trim()
    .max(20_000, codedRule('rules.atMostCharacters', { max: 20_000 }))
    .regex(/^(-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\s*)+$/, codedRule('rules.pemCertificates'))
    .optional(),
});

export const saveAgencySchema = z.strictObject({
  agent: agentSchema,
  /** null: team sync off (the desk is exactly what it is without an agency server). */
  server: agencyServerSchema.nullable(),
  /** Given when typed: kept in the OS keychain; omitted keeps the saved one. */
  password: z.string().min(1, codedRule('rules.notEmpty')).max(200, codedRule('rules.atMostCharacters', { max: 200 })).optional(),
});

/** The schema owner's login, typed once to prepare or upgrade the server's schema; never stored. */
export const prepareAgencySchema = z.strictObject({
  user: agencyServerSchema.shape.user,
  password: z.string().min(1, codedRule('rules.notEmpty')).max(200, codedRule('rules.atMostCharacters', { max: 200 })),
});

export type Agent = z.output<typeof agentSchema>;
export type AgencyServer = z.output<typeof agencyServerSchema>;
export type SaveAgency = z.input<typeof saveAgencySchema>;

export type AgencySyncState =
  | { state: 'off' }
  | { state: 'connecting'; waiting: number }
  | { state: 'in-sync'; waiting: number; at: string }
  | { state: 'offline'; since: string; waiting: number; reason: string }
  | { state: 'needs-preparing'; version: number; needed: number }
  | { state: 'newer-schema'; version: number; known: number };

export interface AgencyState {
  /** This desk's id in the agency (random, made once, kept in agency.json). */
  deskId: string;
  agent: Agent | null;
  server: AgencyServer | null;
  passwordSaved: boolean;
  sync: AgencySyncState;
}

export interface AgencyConnectionTest {
  ok: boolean;
  /** What the server said about its schema, or why the connection failed (a wording). */
  detail: Text;
  schema: 'current' | 'missing' | 'behind' | 'newer' | null;
  ms: number;
}

export const agencyOrderSchema = z.strictObject({
  orderId: z.number().int(codedRule('rules.wholeNumber')).positive(codedRule('rules.orderOfTheFile')),
});

export const handOverSchema = z.strictObject({
  orderId: agencyOrderSchema.shape.orderId,
  to: agentSchema,
  note: z.string().trim().max(1000, codedRule('rules.atMostCharacters', { max: 1000 })).default(''),
});

interface AgencyAgentMoment {
  code: string;
  name: string;
  /** The desk's clock when it happened (ISO): shown as "your time". */
  at: string;
}

/** What the agency knows about one order beyond its facts: who brought it in, holds it, paid and refunded it. */
export interface AgencyOrderView {
  broughtBy: AgencyAgentMoment | null;
  holder: { code: string; name: string } | null;
  handOffs: { from: AgencyAgentMoment; to: { code: string; name: string }; note: string }[];
  paidBy: (AgencyAgentMoment & { withoutLock: boolean }) | null;
  refundedBy: (AgencyAgentMoment & { withoutLock: boolean }) | null;
  /** Payments or refunds some desk sent whose outcome nobody has checked yet: visible to every desk. */
  unknownOutcomes: (AgencyAgentMoment & { operation: 'ticketing' | 'refund' })[];
  /** Notes desks wrote on the order, the agent's own included. */
  notes: (AgencyAgentMoment & { text: string })[];
}

/** An agent who holds orders of the file, with how many (the Orders filter's "by agent"). */
export interface AgencyHolder {
  code: string;
  name: string;
  orders: number;
}

/**
 * The `rule` of a payment or refund refused by the agency's lock (field `agencyLock`): another desk
 * holds the order's lease (answer: take over), or the agency server cannot be reached (answer: go on
 * without the lock). The screens read it to offer the answer.
 */
export const AGENCY_LOCK_RULES = { held: 'lease-held-by-another-desk', offline: 'agency-server-unreachable' } as const;
