import { ok } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { ReportService } from './report-service';

export function reportHandlers(reports: ReportService) {
  return {
    'reports.figures': (async ({ period, environment }) => ok(reports.figures(period, environment))) satisfies Handler<'reports.figures'>,
    'reports.export': (({ period, environment, format }) => reports.export(period, environment, format)) satisfies Handler<'reports.export'>,
    'reports.reconcile': (({ day, environment }, { signal, requestId }) => reports.reconcile(day, environment, { signal, requestId })) satisfies Handler<'reports.reconcile'>,
    'reports.timeZone': (async () => ok(reports.timeZone())) satisfies Handler<'reports.timeZone'>,
    'reports.setTimeZone': (async ({ timeZone }) => ok(reports.setTimeZone(timeZone))) satisfies Handler<'reports.setTimeZone'>,
  };
}
