import { createRouter, createWebHashHistory, isNavigationFailure, NavigationFailureType, type RouteRecordRaw } from 'vue-router';
import { loadChartLibrary } from './reports/charts/chart-library';
import { createChartWarmUp } from './reports/charts/chart-warm-up';
import { useOrdersStore } from './stores/orders-store';
import { useReportsStore } from './stores/reports-store';
import { text } from './ui-text';

/**
 * The Reports screen's code, and beside it (not after it) ECharts' own chunk: the screen shows its
 * figures and tables without ECharts, its charts as soon as both are in. A prefetch of the screen
 * fetches both, and has ECharts draw once off screen when the desk is next idle, so that the
 * screen's first chart does not run its code for the first time (chart-warm-up.ts).
 */
const warmCharts = createChartWarmUp();
function reportsScreen() {
  void loadChartLibrary().catch(() => undefined);
  warmCharts();
  return import('./views/ReportsView.vue');
}

/** The desk's screens, in navigation order. `shortcut` is the digit used with Alt. */
export const SCREENS = [
  { name: 'shopping', path: '/shopping', get label() { return text.nav.shopping; }, shortcut: '1', component: () => import('./views/ShoppingView.vue') },
  { name: 'pricing', path: '/pricing', get label() { return text.nav.pricing; }, shortcut: '2', component: () => import('./views/PricingView.vue') },
  { name: 'ticketing', path: '/ticketing', get label() { return text.nav.ticketing; }, shortcut: '3', component: () => import('./views/TicketingView.vue') },
  { name: 'refunds', path: '/refunds', get label() { return text.nav.refunds; }, shortcut: '4', component: () => import('./views/RefundsView.vue') },
  { name: 'reimbursements', path: '/reimbursements', get label() { return text.nav.reimbursements; }, shortcut: '5', component: () => import('./views/ReimbursementsView.vue') },
  { name: 'ancillaries', path: '/ancillaries', get label() { return text.nav.ancillaries; }, shortcut: '6', component: () => import('./views/AncillariesView.vue') },
  { name: 'orders', path: '/orders', get label() { return text.nav.orders; }, shortcut: '7', component: () => import('./views/OrdersView.vue') },
  { name: 'settings', path: '/settings', get label() { return text.nav.settings; }, shortcut: '8', component: () => import('./views/SettingsView.vue') },
  { name: 'reports', path: '/reports', get label() { return text.nav.reports; }, shortcut: '9', component: reportsScreen },
] as const;

export type ScreenName = (typeof SCREENS)[number]['name'];

/**
 * Fetches a screen's code ahead of time (the router's own loader, so the module is then in hand):
 * Alt+digit to that screen then waits for no download. Orders has a first-rows target.
 */
export function prefetchScreen(name: ScreenName): void {
  void SCREENS.find((screen) => screen.name === name)?.component().catch(() => undefined);
}

/** The longest entering Orders waits for its first rows before showing the screen without them. */
const ORDERS_FIRST_ROWS_WAIT_MS = 120;

/**
 * Entering Orders shows the first screen of rows the store holds when they are current (fetched
 * ahead at the desk's start and kept current by the orders-changed events: no round trip at all).
 * Otherwise it asks main for them at once and shows the screen when they are in (issue 9's
 * first-rows target): the screen is built once, with its rows, instead of empty and then again with
 * rows (two layouts). Main answers in a few milliseconds; should it be slow, the screen comes after
 * ORDERS_FIRST_ROWS_WAIT_MS and its rows when they arrive. Guards run in the app's context, so the
 * store can reach the desk bridge.
 */
function startOrdersFirstRows(): Promise<void> {
  const orders = useOrdersStore();
  orders.prefetchFirstRows();
  return orders.firstRowsWithin(ORDERS_FIRST_ROWS_WAIT_MS);
}

/**
 * Entering Reports asks main for the figures at once, before the screen's code is in, so main's
 * read and the download overlap (reports.first_chart_ms); the screen picks the answer up when it
 * opens. Not awaited: the screen's code is fetched after the guards.
 */
function startReportsFigures(): void {
  useReportsStore().prefetch();
}

/** What runs on the way into a screen, before its code is fetched. */
const ENTERING: Partial<Record<ScreenName, { beforeEnter: () => void | Promise<void> }>> = { orders: { beforeEnter: startOrdersFirstRows }, reports: { beforeEnter: startReportsFigures } };

export function createDeskRouter() {
  const routes: RouteRecordRaw[] = [
    { path: '/', redirect: '/shopping' },
    ...SCREENS.map((screen) => ({ name: screen.name, path: screen.path, component: screen.component, meta: { get title() { return screen.label; } }, ...ENTERING[screen.name] })),
    { path: '/:unknown(.*)*', redirect: '/shopping' },
  ];
  // Hash history: works from desk:// and from the loopback host alike, with no server fallback.
  const router = createRouter({ history: createWebHashHistory(), routes });
  // Reports left before it opened (another Alt+digit at once): its figures stop following the file.
  router.afterEach((to, _from, failure) => {
    if (to.name === 'reports' && isNavigationFailure(failure, NavigationFailureType.aborted | NavigationFailureType.cancelled)) useReportsStore().close();
  });
  return router;
}
