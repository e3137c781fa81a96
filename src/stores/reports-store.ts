import type { Environment } from '@contract/domains/profiles';
import type { Reconciliation, ReconcileProgress, ReportExportFormat, ReportPeriod, ReportTimeZone } from '@contract/domains/reports';
import type { ReportPeriodKind } from '../reports/report-choices';
import type { DeskError, DeskResult } from '@contract/result';
import type { Worded } from '@contract/words/word';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { newRequestId } from '../bridge/request-id';
import { useDesk } from '../bridge/use-desk';
import { createLiveQuery, onEvent } from '../live-query/live-query';
import { reportFiguresSource } from '../live-query/sources/report-figures-source';
import { offerDownload } from '../orders/offer-download';
import { changesGatheredMs } from '../reports/changes-gathered';

/** A running reconciliation: its request (Esc cancels it) and how far it is. */
interface Reconciling {
  requestId: string;
  day: string;
  done: number;
  total: number;
  differences: number;
}

/**
 * The Reports screen (docs/reports.md): the period and environment chosen, the figures main reads
 * for them (live: a newly filed order or a refund's new status reads them again), the export, and
 * the reconciliation of one day with the service.
 */
export const useReportsStore = defineStore('reports', () => {
  const desk = useDesk();
  const periodKind = ref<ReportPeriodKind>('today');
  /** The custom period's days as typed (kept while another period is shown, and after a refusal). */
  const customFrom = ref('');
  const customTo = ref('');
  /** Production unless the agent chooses otherwise: test and sandbox are looked at on purpose. */
  const environment = ref<Environment>('production');

  const period = computed<ReportPeriod>(() => (periodKind.value === 'custom' ? { kind: 'custom', from: customFrom.value, to: customTo.value } : { kind: periodKind.value }));
  const wanted = () => ({ period: period.value, environment: environment.value });

  /** How long main took to read the figures shown last. */
  let lastReadMs: number | undefined;
  const figuresQuery = createLiveQuery({
    desk,
    source: reportFiguresSource(desk, wanted),
    key: () => JSON.stringify(wanted()),
    events: [onEvent('orders.changed', ({ orderIds, source }) => (source === 'note' ? null : orderIds)), onEvent('reimbursements.statusChanged', ({ orderId }) => [orderId])],
    // Gathered in proportion to the last read's cost (changes-gathered.ts): one read per burst, and
    // main's thread left mostly to the agent's work while a poller tells change after change.
    batchMs: (): number => changesGatheredMs(lastReadMs),
    onRows: ({ rows }) => (lastReadMs = rows[0]?.elapsedMs ?? lastReadMs),
  });
  /** The figures of the period and environment chosen, once read (an answer for another choice never shows). */
  const figures = computed(() => {
    const shown = figuresQuery.rows.value[0] ?? null;
    return shown && shown.environment === environment.value ? shown : null;
  });
  /** Reading for a choice not yet answered: the figures shown are the previous choice's. */
  const reading = ref(false);

  async function read(): Promise<void> {
    reading.value = true;
    try {
      await figuresQuery.reload();
    } finally {
      reading.value = false;
    }
  }

  /**
   * On the way to the screen (the route's start, before its code is in): the figures are asked for
   * now, so main's read runs while the screen's code and ECharts arrive (reports.first_chart_ms).
   * Listening from here, so a change filed meanwhile is not missed.
   */
  function prefetch(): void {
    figuresQuery.listen();
    figuresQuery.prefetch();
  }

  /** The screen is shown: its figures (the read asked for on the way, else a new one) follow the file until it is left. */
  async function open(): Promise<void> {
    figuresQuery.listen();
    void loadTimeZone();
    reading.value = true;
    try {
      await figuresQuery.firstRows();
    } finally {
      reading.value = false;
    }
  }

  function close(): void {
    figuresQuery.stop();
  }

  function choosePeriod(kind: ReportPeriodKind): Promise<void> {
    // A custom period starts from the days shown, so the agent edits a period rather than types one.
    if (kind === 'custom' && !customFrom.value && figures.value) {
      customFrom.value = figures.value.range.from;
      customTo.value = figures.value.range.to;
    }
    periodKind.value = kind;
    return read();
  }

  function setCustomDay(which: 'from' | 'to', day: string): Promise<void> {
    (which === 'from' ? customFrom : customTo).value = day;
    return read();
  }

  function chooseEnvironment(wantedEnvironment: Environment): Promise<void> {
    environment.value = wantedEnvironment;
    return read();
  }

  // ---------------------------------------------------------------- time zone

  const timeZone = shallowRef<ReportTimeZone | null>(null);

  async function loadTimeZone(): Promise<void> {
    const answer = await desk.reports.timeZone();
    if (answer.ok) timeZone.value = answer.value;
  }

  /** The agency's business day: saved by main (which names the rule a name breaks), then every figure is cut anew. */
  async function setTimeZone(name: string): Promise<DeskResult<ReportTimeZone>> {
    const answer = await desk.reports.setTimeZone({ timeZone: name });
    if (answer.ok) {
      timeZone.value = answer.value;
      if (figuresQuery.loaded.value) void read();
    }
    return answer;
  }

  // ---------------------------------------------------------------- export

  const exporting = ref<ReportExportFormat | null>(null);

  /** The figures of the choice shown, as a file offered for download; resolves with its name. */
  async function exportFigures(exportFormat: ReportExportFormat): Promise<DeskResult<string> | null> {
    if (exporting.value) return null;
    exporting.value = exportFormat;
    try {
      const answer = await desk.reports.export({ ...wanted(), format: exportFormat });
      if (!answer.ok) return answer;
      const { fileName, mimeType, encoding, content } = answer.value;
      offerDownload(fileName, mimeType, encoding === 'base64' ? Uint8Array.from(atob(content), (char) => char.charCodeAt(0)) : content);
      return { ok: true, value: fileName };
    } finally {
      exporting.value = null;
    }
  }

  // ---------------------------------------------------------------- reconciliation

  const reconciling = ref<Reconciling | null>(null);
  const reconciliation = shallowRef<Worded<Reconciliation> | null>(null);
  const reconcileError = shallowRef<DeskError | null>(null);
  let progressOff: (() => void) | null = null;

  function onProgress(progress: ReconcileProgress): void {
    const running = reconciling.value;
    if (!running || progress.requestId !== running.requestId) return;
    reconciling.value = { ...running, done: progress.done, total: progress.total, differences: progress.differences };
  }

  /** Compares a day's orders with the service's OrderDetail; Esc (cancelReconcile) stops it, keeping what was compared. */
  async function reconcile(day: string): Promise<void> {
    if (reconciling.value) return;
    const requestId = newRequestId('reports-reconcile');
    reconciling.value = { requestId, day, done: 0, total: 0, differences: 0 };
    reconciliation.value = null;
    reconcileError.value = null;
    progressOff ??= desk.on('reports.reconcileProgress', onProgress);
    try {
      const answer = await desk.reports.reconcile({ day, environment: environment.value }, { requestId });
      if (answer.ok) reconciliation.value = answer.value;
      else reconcileError.value = answer.error;
    } finally {
      reconciling.value = null;
      progressOff?.();
      progressOff = null;
    }
  }

  async function cancelReconcile(): Promise<void> {
    const running = reconciling.value;
    if (running) await desk.requests.cancel({ requestId: running.requestId });
  }

  function clearReconciliation(): void {
    reconciliation.value = null;
    reconcileError.value = null;
  }

  return {
    periodKind,
    customFrom,
    customTo,
    environment,
    period,
    figures,
    reading,
    error: figuresQuery.error,
    loaded: figuresQuery.loaded,
    prefetch,
    open,
    close,
    choosePeriod,
    setCustomDay,
    chooseEnvironment,
    timeZone,
    loadTimeZone,
    setTimeZone,
    exporting,
    exportFigures,
    reconciling,
    reconciliation,
    reconcileError,
    reconcile,
    cancelReconcile,
    clearReconciliation,
  };
});
