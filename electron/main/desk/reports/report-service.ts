import type { Language } from '../../../contract/domains/language';
import type { Environment } from '../../../contract/domains/profiles';
import type { Reconciliation, ReportExport, ReportExportFormat, ReportFigures, ReportPeriod, ReportTimeZone } from '../../../contract/domains/reports';
import type { ServiceClock } from '../../../contract/format/service-clock';
import { ok, type SentResult } from '../../../contract/result';
import type { ReportReader } from '../../archive/orders/reports/report-reader';
import type { Logger } from '../../logging/logger';
import { zoneOffsetMinutes } from '../../../shared/time-zones';
import { businessDays, utcOffsetText } from './business-days';
import { exportReport } from './report-export';
import { reconcileDay, type ReconcileDependencies } from './reconcile';
import type { ReportSettingsFile } from './report-settings-file';

interface ReportServiceDependencies {
  reader: ReportReader;
  settings: ReportSettingsFile;
  /** The desk's preferences: overdue days (as the reimbursement board counts them), the language of an export. */
  preferences: () => { overdueDays: number; language: Language };
  /** The service's clock: "today" is the service's day (a trained sandbox's too). */
  clock: ServiceClock;
  /** What a reconciliation needs: the file's copy of an order, the refresh path, where progress goes. */
  reconcile: Pick<ReconcileDependencies, 'snapshot' | 'refresh' | 'progress' | 'sleep'>;
  logger: Logger;
}

/**
 * The day's figures (docs/reports.md): read from the order file for one period and one
 * environment, business days in the agency's time zone; exported as XLSX or CSV; reconciled with
 * the service for one day.
 */
export class ReportService {
  constructor(private readonly deps: ReportServiceDependencies) {}

  timeZone(): ReportTimeZone {
    const { timeZone, isDefault } = this.deps.settings.get();
    return { timeZone, isDefault, utcOffsetNow: utcOffsetText(zoneOffsetMinutes(timeZone, this.deps.clock.now())) };
  }

  setTimeZone(timeZone: string): ReportTimeZone {
    this.deps.settings.set(timeZone);
    this.deps.logger.info('reports.time-zone', { timeZone });
    return this.timeZone();
  }

  figures(period: ReportPeriod, environment: Environment): ReportFigures {
    const started = performance.now();
    const nowMs = this.deps.clock.now();
    const { range, starts } = businessDays(period, this.deps.settings.get().timeZone, nowMs);
    const read = this.deps.reader.figures({ environment, days: range.days, starts, nowMs, overdueDays: this.deps.preferences().overdueDays });
    const elapsedMs = Math.round((performance.now() - started) * 10) / 10;
    this.deps.logger.info('reports.figures', { environment, kind: range.kind, days: range.days.length, elapsedMs });
    return { range, environment, ...read, readAt: new Date(nowMs).toISOString(), elapsedMs };
  }

  async export(period: ReportPeriod, environment: Environment, format: ReportExportFormat): Promise<SentResult<ReportExport>> {
    const figures = this.figures(period, environment);
    const exported = await exportReport(figures, format, this.deps.preferences().language);
    this.deps.logger.info('reports.export', { environment, format, days: figures.range.days.length, bytes: exported.bytes });
    return ok(exported);
  }

  async reconcile(day: string, environment: Environment, options: { signal: AbortSignal; requestId?: string }): Promise<SentResult<Reconciliation>> {
    const timeZone = this.deps.settings.get().timeZone;
    const { starts } = businessDays({ kind: 'custom', from: day, to: day }, timeZone, this.deps.clock.now());
    const orderIds = this.deps.reader.orderIds(environment, starts);
    const result = await reconcileDay({ ...this.deps.reconcile, day, environment, timeZone, orderIds }, options);
    this.deps.logger.info('reports.reconcile', { environment, total: result.total, checked: result.checked, differences: result.differences.length, failures: result.failures.length, cancelled: result.cancelled });
    return ok(result);
  }
}
