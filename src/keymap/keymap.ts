/**
 * Every key the desk answers to, declared once: which keys, on which screen (or everywhere), when
 * each applies, the command it runs and its words in the sheet. The window dispatcher
 * (dispatcher.ts), the shortcut sheet, the header hints (keysOf) and the keymap's tests all read
 * these lists; a screen only supplies its state and the commands' bodies (useScreenKeys).
 * Keys a focused element answers itself (`field: true`) are declared here for the sheet only.
 * docs/desk-layout.md and README "Working from the keyboard" tell the same keys in prose.
 */
import { SCREENS, type ScreenName } from '../router';
import { format } from '../ui-text';
import type { UiText } from '../ui-text/en';
import { screenKeys, type FieldBinding, type Scope, type ScreenKeymap, type WindowBinding } from './binding';

const goTo = SCREENS.map((screen) => ({
  command: `go:${screen.name}` as `go:${ScreenName}`,
  keys: `Alt+${screen.shortcut}`,
  inFields: true,
  label: (t: UiText) => format(t.shortcuts.goTo, { screen: t.nav[screen.name] }),
}));

export const GLOBAL_KEYS = screenKeys('global', [
  ...goTo,
  { command: 'openOrder', keys: 'Ctrl+O', inFields: true, label: (t) => t.shortcuts.openOrder },
  { command: 'toggleTheme', keys: 'Alt+T', inFields: true, label: (t) => t.shortcuts.toggleTheme },
  { command: 'toggleLanguage', keys: 'Alt+Z', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.toggleLanguage },
  // "?" types a character: not while typing, except on a field that lets it through while empty (the entry line).
  { command: 'showSheet', keys: '?', inFields: false, label: (t) => t.shortcuts.showSheet },
  { command: 'showSheet', keys: 'F1', inFields: true, label: (t) => t.shortcuts.showSheet },
  { field: true, doc: 'escape', keys: ['Esc'], label: (t) => t.shortcuts.cancel },
]);

export const SHOPPING_KEYS = screenKeys('shopping', [
  { command: 'cancelSearch', keys: 'Esc', inFields: true, when: (s) => s.searching, label: { toldBy: 'escape' } },
  { field: true, keys: ['Alt+1'], label: (t) => t.shortcuts.entryLine },
  { field: true, keys: ['↑ ↓'], label: (t) => t.shortcuts.entryRecall },
  { command: 'toggleForm', keys: 'Alt+S', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.searchForm },
  { command: 'nextTripType', keys: 'Alt+W', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.tripType },
  { command: 'swapPlaces', keys: 'Alt+X', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.swapPlaces },
  { command: 'recentSearches', keys: 'Alt+R', chordOptions: { noShift: true, orLetter: true }, inFields: true, label: (t) => t.shortcuts.recentSearches },
  { command: 'filters', keys: 'Alt+L', chordOptions: { noShift: true }, inFields: true, when: (s) => s.hasResults, label: (t) => t.shortcuts.filters },
  // From the entry line or the form back to the list, without Tabbing through the form.
  { command: 'results', keys: 'Alt+G', chordOptions: { noShift: true }, inFields: true, when: (s) => s.hasResults, label: (t) => t.shortcuts.results },
  { command: 'sortPrice', keys: 'Alt+P', chordOptions: { noShift: true }, inFields: true, when: (s) => s.hasResults, label: (t) => t.shortcuts.sortPrice },
  { command: 'sortDuration', keys: 'Alt+U', chordOptions: { noShift: true }, inFields: true, when: (s) => s.hasResults, label: (t) => t.shortcuts.sortDuration },
  { command: 'sortDeparture', keys: 'Alt+O', chordOptions: { noShift: true }, inFields: true, when: (s) => s.hasResults, label: (t) => t.shortcuts.sortDeparture },
  { command: 'sortArrival', keys: 'Alt+A', chordOptions: { noShift: true }, inFields: true, when: (s) => s.hasResults, label: (t) => t.shortcuts.sortArrival },
  { field: true, keys: ['↑ ↓ PgUp PgDn Home End'], label: (t) => t.shortcuts.moveInResults },
  { field: true, keys: ['Enter'], label: (t) => t.shortcuts.openDetail },
  { field: true, keys: ['↑ ↓ '], label: (t) => t.shortcuts.chooseFare },
  { field: true, keys: ['P'], label: (t) => t.shortcuts.priceOffer },
]);

export const PRICING_KEYS = screenKeys('pricing', [
  { command: 'cancelPricing', keys: 'Esc', inFields: true, evenIfHandled: true, when: (s) => s.pricing, label: { toldBy: 'escape' } },
]);

export const TICKETING_KEYS = screenKeys('ticketing', [
  { command: 'openNumber', keys: 'Alt+N', inFields: true, evenIfHandled: true, label: (t) => t.shortcuts.ticketingOpen },
  { command: 'pay', keys: 'Alt+P', inFields: true, evenIfHandled: true, reserved: true, when: (s) => s.canPay, label: (t) => t.shortcuts.ticketingPay },
  { field: true, keys: ['Enter'], label: (t) => t.shortcuts.ticketingAcknowledge },
  { command: 'check', keys: 'Alt+K', inFields: true, evenIfHandled: true, reserved: true, when: (s) => s.canCheck, label: (t) => t.shortcuts.ticketingCheck },
  { command: 'forceIssue', keys: 'Alt+I', inFields: true, evenIfHandled: true, reserved: true, when: (s) => s.canIssue, label: (t) => t.shortcuts.ticketingForceIssue },
  { command: 'cancelWork', keys: 'Esc', inFields: true, when: (s) => s.working, label: { toldBy: 'escape' } },
  { command: 'closePreFlight', keys: 'Esc', inFields: true, when: (s) => !s.working && s.preFlightOpen, label: { toldBy: 'escape' } },
]);

export const REFUNDS_KEYS = screenKeys('refunds', [
  { command: 'newRefund', keys: 'Alt+N', inFields: true, label: (t) => t.shortcuts.refunds.newRefund },
  { command: 'drafts', keys: 'Alt+L', inFields: true, label: (t) => t.shortcuts.refunds.drafts },
  { command: 'grid', keys: 'Alt+G', inFields: true, label: (t) => t.shortcuts.refunds.grid },
  { field: true, keys: ['↑ ↓ ← → Space A'], label: (t) => t.shortcuts.refunds.gridKeys },
  // The type and reason sit below the passengers and segments: ~36 Tabs away without these.
  { command: 'refundType', keys: 'Alt+Y', inFields: true, label: (t) => t.shortcuts.refunds.type },
  { command: 'refundReason', keys: 'Alt+R', inFields: true, label: (t) => t.shortcuts.refunds.reason },
  { command: 'attach', keys: 'Alt+A', inFields: true, label: (t) => t.shortcuts.refunds.attach },
  { command: 'pasteIds', keys: 'Alt+I', inFields: true, label: (t) => t.shortcuts.refunds.pasteIds },
  { command: 'review', keys: 'Alt+V', inFields: true, label: (t) => t.shortcuts.refunds.review },
  { command: 'json', keys: 'Alt+J', inFields: true, label: (t) => t.shortcuts.refunds.json },
  { command: 'submit', keys: 'Ctrl+Enter', inFields: true, when: (s) => s.reviewOpen && !s.sent, label: (t) => t.shortcuts.refunds.submit },
  { command: 'check', keys: 'Alt+K', inFields: true, label: (t) => t.shortcuts.refunds.check },
  { command: 'discard', keys: 'Alt+X', inFields: true, reserved: true, when: (s) => s.canDiscard, label: (t) => t.shortcuts.refunds.discard },
  { command: 'closeReview', keys: 'Esc', inFields: true, when: (s) => s.reviewOpen, label: { toldBy: 'escape' } },
]);

export const REIMBURSEMENTS_KEYS = screenKeys('reimbursements', [
  { field: true, keys: ['R'], label: (t) => t.shortcuts.checkRefund },
  { command: 'checkShown', keys: 'Alt+K', inFields: true, evenIfHandled: true, label: (t) => t.shortcuts.checkShown },
  { command: 'addNumber', keys: 'Alt+N', inFields: true, evenIfHandled: true, label: (t) => t.shortcuts.addNumber },
  { command: 'toggleView', keys: 'Alt+V', inFields: true, evenIfHandled: true, label: (t) => t.shortcuts.vouchers },
  { command: 'expiringOnly', keys: 'Alt+X', inFields: true, evenIfHandled: true, when: (s) => s.vouchersShown, label: (t) => t.shortcuts.expiringVouchers },
  { field: true, keys: ['C'], label: (t) => t.shortcuts.copyVoucher },
  { command: 'cancelChecks', keys: 'Esc', inFields: true, evenIfHandled: true, when: (s) => s.checking, label: { toldBy: 'escape' } },
  { command: 'closeAdd', keys: 'Esc', inFields: true, evenIfHandled: true, keepDefault: true, when: (s) => !s.checking && s.adding, label: { toldBy: 'escape' } },
]);

export const ANCILLARIES_KEYS = screenKeys('ancillaries', [
  { command: 'focusEntry', keys: 'Alt+N', inFields: true, evenIfHandled: true, label: (t) => t.shortcuts.addNumber },
  { command: 'cancelOpening', keys: 'Esc', inFields: true, evenIfHandled: true, when: (s) => s.opening, label: { toldBy: 'escape' } },
  { command: 'closeOpened', keys: 'Esc', inFields: true, evenIfHandled: true, when: (s) => !s.opening && s.opened, label: { toldBy: 'escape' } },
]);

export const ORDERS_KEYS = screenKeys('orders', [
  // "/" types a character: only outside fields.
  { command: 'search', keys: '/', inFields: false, label: (t) => t.shortcuts.searchOrders },
  { command: 'refresh', keys: 'Alt+F5', inFields: true, label: (t) => t.shortcuts.ordersRefresh },
  { command: 'ticket', keys: 'Alt+Y', inFields: true, when: (s) => s.canTicket, label: (t) => t.shortcuts.ordersTicket },
  { command: 'cancelOrder', keys: 'Alt+X', inFields: true, when: (s) => s.canCancel, label: (t) => t.shortcuts.ordersCancel },
  // Not while the manual-entry form is open: another order is being entered there (and Alt+R removes its row).
  { command: 'forceIssue', keys: 'Alt+I', inFields: true, when: (s) => s.canForceIssue && !s.manualOpen, label: (t) => t.shortcuts.ordersForceIssue },
  { command: 'refund', keys: 'Alt+R', inFields: true, when: (s) => s.canRefund && !s.manualOpen, label: (t) => t.shortcuts.ordersRefund },
  { command: 'checkReimbursement', keys: 'Alt+K', inFields: true, when: (s) => s.canCheck && !s.manualOpen, label: (t) => t.shortcuts.ordersCheck },
  { command: 'manual', keys: 'Alt+M', inFields: true, label: (t) => t.shortcuts.ordersManual },
  { field: true, keys: ['Alt+A Alt+G Alt+R'], label: (t) => t.shortcuts.ordersManualRows },
  { field: true, keys: ['Enter Ctrl+Enter'], label: (t) => t.shortcuts.ordersManualSave },
  // Customer documents of the open order (docs/customer-documents.md): the panel takes the work area.
  { command: 'documents', keys: 'Alt+D', chordOptions: { noShift: true }, inFields: true, when: (s) => s.canDocuments && !s.manualOpen, label: (t) => t.documents.keys.documents },
  { command: 'saveDocument', keys: 'Ctrl+S', inFields: true, evenIfHandled: true, when: (s) => s.documentsOpen, label: (t) => t.documents.keys.save },
  { command: 'printDocument', keys: 'Ctrl+P', inFields: true, evenIfHandled: true, when: (s) => s.documentsOpen, label: (t) => t.documents.keys.print },
  { command: 'sellingPrice', keys: 'Alt+E', chordOptions: { noShift: true }, inFields: true, when: (s) => s.documentsOpen, label: (t) => t.documents.keys.sellingPrice },
  { command: 'backup', keys: 'Alt+B', inFields: true, label: (t) => t.shortcuts.ordersBackup },
  { command: 'exportJson', keys: 'Alt+J', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.ordersExportJson },
  { command: 'exportCsv', keys: 'Alt+Shift+J', inFields: true, label: (t) => t.shortcuts.ordersExportCsv },
]);

/** Reports (Alt+9, docs/reports.md): the period and environment, export, and reconciling a day. */
export const REPORTS_KEYS = screenKeys('reports', [
  { field: true, keys: ['← →'], label: (t) => t.shortcuts.reports.periodArrows },
  { command: 'nextPeriod', keys: 'Alt+P', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.reports.nextPeriod },
  { command: 'previousPeriod', keys: 'Alt+Shift+P', inFields: true, label: (t) => t.shortcuts.reports.previousPeriod },
  { command: 'customPeriod', keys: 'Alt+C', inFields: true, label: (t) => t.shortcuts.reports.customPeriod },
  { command: 'nextEnvironment', keys: 'Alt+V', inFields: true, label: (t) => t.shortcuts.reports.nextEnvironment },
  { command: 'exportXlsx', keys: 'Alt+S', chordOptions: { noShift: true }, inFields: true, label: (t) => t.shortcuts.reports.exportXlsx },
  { command: 'exportCsv', keys: 'Alt+Shift+S', inFields: true, label: (t) => t.shortcuts.reports.exportCsv },
  // While a reconciliation runs, Alt+K does not start a second one (the chord stays the screen's).
  { command: 'reconcile', keys: 'Alt+K', inFields: true, reserved: true, when: (s) => !s.reconciling, label: (t) => t.shortcuts.reports.reconcile },
  { command: 'cancelReconcile', keys: 'Esc', inFields: true, evenIfHandled: true, when: (s) => s.reconciling, label: { toldBy: 'escape' } },
  { command: 'closeReconcile', keys: 'Esc', inFields: true, when: (s) => !s.reconciling && s.reconcileOpen, label: { toldBy: 'escape' } },
]);

/** Every screen's keymap, the global one first. */
export const KEYMAPS = [GLOBAL_KEYS, SHOPPING_KEYS, PRICING_KEYS, TICKETING_KEYS, REFUNDS_KEYS, REIMBURSEMENTS_KEYS, ANCILLARIES_KEYS, ORDERS_KEYS, REPORTS_KEYS] as const;

export type AnyBinding = WindowBinding | FieldBinding;
export const ALL_BINDINGS: readonly AnyBinding[] = KEYMAPS.flatMap((keymap) => keymap.bindings as readonly AnyBinding[]);

/**
 * The sheet's groups, in order: where the keys work. Reimbursements and Ancillaries share one
 * group (Alt+N does the like on both). Pricing and Settings have no keys of their own beyond Esc.
 */
export const SHEET_SECTIONS: readonly { readonly scopes: readonly Scope[] }[] = [
  { scopes: ['global'] },
  { scopes: ['shopping'] },
  { scopes: ['ticketing'] },
  { scopes: ['refunds'] },
  { scopes: ['reimbursements', 'ancillaries'] },
  { scopes: ['orders'] },
  { scopes: ['reports'] },
  { scopes: ['pricing'] },
];

/**
 * The header hints' keys: `hints(ORDERS_KEYS)('refresh')` is "Alt+F5", as aria-keyshortcuts and
 * the key cap beside the button's words show it, from the one declaration the dispatcher runs.
 */
export function hints<S extends Scope, C extends string>(keymap: ScreenKeymap<S, C>): (command: C) => string {
  return (command) => {
    const binding = keymap.bindings.find((b): b is WindowBinding<S, C> => b.kind === 'window' && b.command === command);
    if (!binding) throw new Error(`No key for ${keymap.scope}.${command}`);
    return binding.chord.text;
  };
}
