import type { DeskApi } from '@contract/desk-api';
import type { ReportFigures, ReportPeriod } from '@contract/domains/reports';
import type { Environment } from '@contract/domains/profiles';
import type { LiveSource } from '../live-query';

/** The Reports screen's figures: one answer (the whole report of one period and one environment), read again when orders change. */
export function reportFiguresSource(desk: DeskApi, wanted: () => { period: ReportPeriod; environment: Environment }): LiveSource<ReportFigures, null> {
  return {
    async first() {
      const figures = await desk.reports.figures(wanted());
      return figures.ok ? { ok: true, value: { rows: [figures.value], total: 1, info: null } } : figures;
    },
  };
}
