import { z } from 'zod';
import type { SentError } from '../result';
import { ENVIRONMENTS, type Environment } from './profiles';
import { isoDate } from './shopping';
import { codedRule, codedSentence } from '../coded-rule';

/**
 * The day's figures (issue 26; docs/reports.md says what each figure counts): sales, refunds and
 * reimbursements, and what was paid from the partner credit, read from the order file for one
 * period and ONE environment (a sandbox or test order is never added into production figures),
 * with business days in the agency's time zone. Amounts are decimal strings per currency, never
 * added across currencies and never floating point.
 */

// ---------------------------------------------------------------- time zone

/** The service's times are Beijing's: the agency's business day is Beijing's until it says otherwise. */
export const DEFAULT_REPORT_TIME_ZONE = 'Asia/Shanghai';

/** True for an IANA zone name the runtime knows (Intl's database: main's and the page's alike). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// A zone of the IANA database (Asia/Shanghai, Europe/London, UTC): the screen offers the runtime's
// list (Intl.supportedValuesOf), so a name it does not know is a defect or a stale setting.
const timeZoneName = z
  .string()
  .trim()
  .min(1, codedRule('rules.required'))
  .max(64, codedRule('rules.atMostCharacters', { max: 64 }))
  .refine((name) => /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) && isKnownTimeZone(name), codedSentence('reports.timeZoneRule'));

export const setReportTimeZoneSchema = z.strictObject({ timeZone: timeZoneName });

/** The agency's time zone for reports: what business days are cut by. */
export interface ReportTimeZone {
  timeZone: string;
  /** True while the agency has not chosen one (Beijing, the service's own). */
  isDefault: boolean;
  /** Its offset from UTC now, `+08:00`. */
  utcOffsetNow: string;
}

// ---------------------------------------------------------------- period

type ReportPeriodKind = ReportPeriod['kind'];

/** A custom period spans at most this many days (a year, leap day included). */
const MAX_REPORT_DAYS = 366;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const reportPeriodSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('today') }),
    z.strictObject({ kind: z.literal('yesterday') }),
    /** Monday to today (weeks start on Monday, as in China). */
    z.strictObject({ kind: z.literal('this-week') }),
    /** The first of the month to today. */
    z.strictObject({ kind: z.literal('this-month') }),
    /** From one business day to another, both included. */
    z.strictObject({ kind: z.literal('custom'), from: isoDate, to: isoDate }),
  ])
  .superRefine((period, context) => {
    if (period.kind !== 'custom') return;
    if (period.from > period.to) context.addIssue({ code: 'custom', path: ['to'], message: codedRule('rules.endNotBeforeStart') });
    else if (daysBetween(period.from, period.to) > MAX_REPORT_DAYS) context.addIssue({ code: 'custom', path: [], message: codedRule('rules.atMostDays', { max: MAX_REPORT_DAYS }) });
  });

export type ReportPeriod = z.input<typeof reportPeriodSchema>;

export const reportFiguresSchema = z.strictObject({
  period: reportPeriodSchema,
  /** One environment: figures never mix production with test or sandbox orders. */
  environment: z.enum(ENVIRONMENTS),
});

/** The period as the figures cut it: business days in the agency's time zone. */
export interface ReportRange {
  kind: ReportPeriodKind;
  /** First and last business day, both included (`yyyy-MM-dd`). */
  from: string;
  to: string;
  /** Every business day of the period, in order. */
  days: string[];
  timeZone: string;
  /** The zone's UTC offsets during the period (two when daylight saving changes inside it). */
  utcOffsets: string[];
  /** The instants the period starts at and ends before (ISO, UTC). */
  startsAt: string;
  endsBefore: string;
}

// ---------------------------------------------------------------- figures

/** An amount in one currency, as a decimal string ("12840.50"). */
export interface ReportAmount {
  currency: string;
  amount: string;
}

/** One line of a sales breakdown (a carrier, a route, a cabin, a profile, an agent, a day). */
export interface SalesLine {
  /** The carrier code, `PEK-LHR` (journeys joined by `/`), the cabin, the profile id, the agent code, or the day. */
  key: string;
  /** A name for people where the key is an id (the profile's name, the agent's name); else null. */
  label: string | null;
  orders: number;
  tickets: number;
  amounts: ReportAmount[];
}

/** Why an order booked in the period was not paid. */
export const UNPAID_REASONS = ['expired', 'cancelled', 'failed', 'waiting'] as const;
export type UnpaidReason = (typeof UNPAID_REASONS)[number];

export interface UnpaidLine {
  reason: UnpaidReason;
  orders: number;
  amounts: ReportAmount[];
}

export interface SalesFigures {
  environment: Environment;
  /** Air orders issued in the period (first seen issued), and their tickets. */
  orders: number;
  tickets: number;
  amounts: ReportAmount[];
  /** Per currency: the amount divided by the tickets of the orders with an amount in it, to the cent. */
  averageTicket: ReportAmount[];
  /** Issued orders the file holds no amount for: counted in orders and tickets, not in amounts. */
  withoutAmount: number;
  /** Every day of the period, days without sales included. */
  byDay: SalesLine[];
  byCarrier: SalesLine[];
  byRoute: SalesLine[];
  byCabin: SalesLine[];
  byProfile: SalesLine[];
  /** Who holds each order in the agency's shared order file; null when the desk has no agency file. */
  byAgent: SalesLine[] | null;
  /** Air orders booked (created) in the period: how many were paid, and why the others were not. */
  booked: number;
  paid: number;
  unpaid: UnpaidLine[];
}

export interface RefundDay {
  day: string;
  submitted: number;
  reimbursed: number;
  rejected: number;
  submittedAmounts: ReportAmount[];
  reimbursedAmounts: ReportAmount[];
}

/** An open refund waiting longer than the desk's overdue days at the end of the period. */
export interface OverdueRefund {
  orderId: number;
  orderNum: string;
  /** The service's request time as sent (Beijing), else when the desk first filed it. */
  requestedAt: string;
  waitingDays: number;
  amount: ReportAmount | null;
}

/** Refund ageing bands, by days waited (docs/reports.md): up to a week, two weeks, a month, two months, longer. */
export const AGEING_BANDS = ['week', 'twoWeeks', 'month', 'twoMonths', 'longer'] as const;
export type AgeingBand = (typeof AGEING_BANDS)[number];

/** The overdue refunds that have waited more than `afterDays` and at most `upToDays` days (null: no upper end). */
export interface AgeingBandLine {
  band: AgeingBand;
  afterDays: number;
  upToDays: number | null;
  refunds: number;
  amounts: ReportAmount[];
}

export interface ReportVoucher {
  orderId: number;
  orderNum: string;
  voucherNumber: string;
  passenger: string | null;
  amount: ReportAmount | null;
  validEnd: string | null;
  /** Days from the end of the period to its expiry; negative once expired. */
  daysLeft: number | null;
}

export interface RefundFigures {
  environment: Environment;
  /** Refund orders requested in the period (the service's request time). */
  submitted: { refunds: number; amounts: ReportAmount[] };
  /** Refund orders first seen reimbursed in the period: what they asked, what came back (vouchers), what is still missing. */
  reimbursed: { refunds: number; requested: ReportAmount[]; amounts: ReportAmount[]; partly: number; outstanding: ReportAmount[] };
  /** Refund orders first seen rejected in the period. */
  rejected: { refunds: number; amounts: ReportAmount[] };
  byDay: RefundDay[];
  /** Request to reimbursement, of the refunds reimbursed in the period, in minutes. */
  waiting: { refunds: number; medianMinutes: number | null; p90Minutes: number | null };
  /**
   * Open refunds older than `overdueDays` at the end of the period (the oldest first, at most 100
   * listed), and all of them by ageing band (bands wholly under the overdue days left out).
   */
  overdue: { refunds: number; amounts: ReportAmount[]; overdueDays: number; listed: OverdueRefund[]; bands: AgeingBandLine[] };
  /** Vouchers of the refunds reimbursed in the period, and the environment's vouchers expiring within 30 days of its end (listed, soonest first, at most 200). */
  vouchers: { received: number; amounts: ReportAmount[]; expiringSoon: number; expiringAmounts: ReportAmount[]; listed: ReportVoucher[] };
}

interface CreditDay {
  day: string;
  payments: number;
  amounts: ReportAmount[];
}

export interface CreditFigures {
  environment: Environment;
  /** Ticketing calls that paid (the partner credit is debited), and what they charged. */
  payments: number;
  amounts: ReportAmount[];
  byDay: CreditDay[];
  /** Payments of unknown outcome in the period (not in the amounts until settled). */
  unknownOutcome: number;
}

export interface ReportFigures {
  range: ReportRange;
  /** Every block covers this environment only. */
  environment: Environment;
  sales: SalesFigures;
  refunds: RefundFigures;
  credit: CreditFigures;
  /** When they were read (ISO) and how long it took. */
  readAt: string;
  elapsedMs: number;
}

// ---------------------------------------------------------------- export

const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

export const reportExportSchema = z.strictObject({
  period: reportPeriodSchema,
  environment: z.enum(ENVIRONMENTS),
  format: z.enum(REPORT_EXPORT_FORMATS),
});

/**
 * The export, handed to the page, which offers it as a download (the Electron shell's save dialog
 * asks where; a browser puts it in its downloads): main never writes it anywhere.
 */
export interface ReportExport {
  fileName: string;
  mimeType: string;
  /** `base64` for XLSX (binary), `utf-8` for CSV (the text itself). */
  encoding: 'base64' | 'utf-8';
  content: string;
  bytes: number;
}

// ---------------------------------------------------------------- reconciliation

export const reconcileSchema = z.strictObject({
  /** A business day in the agency's time zone. */
  day: isoDate,
  environment: z.enum(ENVIRONMENTS),
});

/** What differs between the file and the service's OrderDetail. */
type ReconcileField = 'amount' | 'currency' | 'status' | 'tickets';

export interface ReconcileDifference {
  orderId: number;
  orderNum: string;
  field: ReconcileField;
  /** What the desk had recorded, and what the service says now (texts as the file keeps them). */
  recorded: string | null;
  service: string | null;
}

/** An order the service could not be asked about (no profile, refused, unreachable): listed, never silent. */
export interface ReconcileFailure {
  orderId: number;
  orderNum: string;
  error: SentError;
}

export interface Reconciliation {
  day: string;
  environment: Environment;
  timeZone: string;
  /** Orders of the day's figures (issued, refunds requested, reimbursed or rejected, credit payments). */
  total: number;
  checked: number;
  matched: number;
  differences: ReconcileDifference[];
  failures: ReconcileFailure[];
  /** The agent stopped it (Esc): what was compared until then is here. */
  cancelled: boolean;
}

/** An event while a reconciliation runs: how far it is. */
export interface ReconcileProgress {
  /** The request id of the `reports.reconcile` call it belongs to (null when the call gave none). */
  requestId: string | null;
  day: string;
  environment: Environment;
  done: number;
  total: number;
  differences: number;
}
