/**
 * The choices the Reports screen offers, in the order it shows them (Alt+P walks the periods,
 * Alt+V the environments, each wrapping round).
 */
import type { Environment } from '@contract/domains/profiles';
import type { ReportPeriod } from '@contract/domains/reports';

export type ReportPeriodKind = ReportPeriod['kind'];

/** Every period the contract knows (the type holds it: a kind missing here fails to compile). */
export const REPORT_PERIOD_KINDS = ['today', 'yesterday', 'this-week', 'this-month', 'custom'] as const satisfies readonly ReportPeriodKind[];
const everyPeriodListed: [Exclude<ReportPeriodKind, (typeof REPORT_PERIOD_KINDS)[number]>] extends [never] ? true : false = true;
void everyPeriodListed;

/** Production first: it is what the figures are for; test and sandbox are looked at on purpose, never added in. */
export const REPORT_ENVIRONMENTS: readonly Environment[] = ['production', 'test', 'sandbox'];
