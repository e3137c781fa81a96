/**
 * ECharts and vue-echarts, fetched in a chunk of their own (echarts-setup.ts), once. The Reports
 * route asks for it when it starts loading, beside the screen's own (small) code and main's
 * figures, so the three arrive together instead of one after another; the desk's prefetch of the
 * screen fetches it too (router.ts). The charts wait for it, the figures and tables do not.
 */
import type VChart from 'vue-echarts';

let loading: Promise<typeof VChart> | null = null;

export function loadChartLibrary(): Promise<typeof VChart> {
  loading ??= import('./echarts-setup').then((library) => library.default).catch((reason: unknown) => {
    // A failed fetch (the host restarting) is asked again by the next chart, not remembered.
    loading = null;
    throw reason;
  });
  return loading;
}
