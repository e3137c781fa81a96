/**
 * What a keymap declaration is. Two kinds:
 * - a window binding: a chord on a screen (or everywhere), when it applies (a predicate over the
 *   screen's state), and the command it runs. The one dispatcher (dispatcher.ts) runs it; the
 *   screen only supplies its state and the commands' bodies.
 * - a field binding: keys a focused element answers itself (the results table's arrows, the
 *   refund grid, the manual-entry form). They stay with that element, where typing happens; the
 *   keymap declares them so the sheet lists them, and the dispatcher never sees them.
 * Both carry their label as a pick from the words (UiText), so the sheet is worded in either language.
 */
import type { ScreenName } from '../router';
import type { UiText } from '../ui-text/en';
import { chord, type Chord, type ChordOptions } from './chord';

export type Scope = ScreenName | 'global';
export type Label = (t: UiText) => string;

/**
 * The state each screen's `when` predicates read. Only what decides whether a key applies; the
 * keymap's test walks every combination of these to prove no two bindings claim one keydown.
 */
export interface ScreenContexts {
  global: Record<string, never>;
  shopping: { searching: boolean; hasResults: boolean };
  pricing: { pricing: boolean };
  ticketing: { working: boolean; preFlightOpen: boolean; canPay: boolean; canCheck: boolean; canIssue: boolean };
  refunds: { reviewOpen: boolean; sent: boolean; canDiscard: boolean };
  reimbursements: { checking: boolean; adding: boolean; vouchersShown: boolean };
  ancillaries: { opening: boolean; opened: boolean };
  orders: { canTicket: boolean; canCancel: boolean; canForceIssue: boolean; canRefund: boolean; canCheck: boolean; manualOpen: boolean; canDocuments: boolean; documentsOpen: boolean };
  settings: Record<string, never>;
  reports: { reconciling: boolean; reconcileOpen: boolean };
}

/**
 * The names of each screen's state, every one of them (the type holds it): the keymap's test
 * walks every true/false combination of these to prove no two bindings claim one keydown.
 */
export const STATE_NAMES: { readonly [S in Scope]: Readonly<Record<keyof ScreenContexts[S], true>> } = {
  global: {},
  shopping: { searching: true, hasResults: true },
  pricing: { pricing: true },
  ticketing: { working: true, preFlightOpen: true, canPay: true, canCheck: true, canIssue: true },
  refunds: { reviewOpen: true, sent: true, canDiscard: true },
  reimbursements: { checking: true, adding: true, vouchersShown: true },
  ancillaries: { opening: true, opened: true },
  orders: { canTicket: true, canCancel: true, canForceIssue: true, canRefund: true, canCheck: true, manualOpen: true, canDocuments: true, documentsOpen: true },
  settings: {},
  reports: { reconciling: true, reconcileOpen: true },
};

export interface WindowBindingSpec<S extends Scope, C extends string> {
  readonly command: C;
  readonly keys: string;
  readonly chordOptions?: ChordOptions;
  /**
   * Whether the key works while the focus is in a text field. `false` for keys that type a
   * character there ("/", "?"); Alt, Ctrl and F-keys type nothing, so they work everywhere.
   */
  readonly inFields: boolean;
  readonly when?: (state: ScreenContexts[S]) => boolean;
  /**
   * The chord is the screen's even while `when` is false: the key is swallowed rather than passed
   * on (Ticketing's Alt keys always were, so Option+P never types "π" into the order field).
   */
  readonly reserved?: boolean;
  /** Runs even when a focused element already handled the keydown (the screen's handler never looked). */
  readonly evenIfHandled?: boolean;
  /** Leaves the keydown's default alone (Esc closing Reimbursements' add-by-number never prevented it). */
  readonly keepDefault?: boolean;
  /** The sheet's words; or the field binding (`doc` name) whose row already tells this key. */
  readonly label: Label | { readonly toldBy: string };
}

export interface WindowBinding<S extends Scope = Scope, C extends string = string> extends WindowBindingSpec<S, C> {
  readonly kind: 'window';
  readonly scope: S;
  readonly chord: Chord;
}

export interface FieldBinding {
  readonly kind: 'field';
  readonly scope: Scope;
  /** A name other bindings can point at with `toldBy`. */
  readonly doc?: string;
  /** As shown (a row can carry several keys: "↑ ↓ PgUp PgDn Home End"). */
  readonly keys: readonly string[];
  readonly label: Label;
}

export type FieldBindingSpec = Omit<FieldBinding, 'kind' | 'scope'> & { readonly field: true };

export interface ScreenKeymap<S extends Scope, C extends string> {
  readonly scope: S;
  readonly bindings: readonly (WindowBinding<S, C> | FieldBinding)[];
}

/** Declares a screen's keys; `C` (the command names) is what the screen must implement, no more, no less. */
export function screenKeys<S extends Scope, const C extends string>(scope: S, specs: readonly (WindowBindingSpec<S, C> | FieldBindingSpec)[]): ScreenKeymap<S, C> {
  return {
    scope,
    bindings: specs.map((spec) =>
      'field' in spec
        ? { kind: 'field' as const, scope, doc: spec.doc, keys: spec.keys, label: spec.label }
        : { ...spec, kind: 'window' as const, scope, chord: chord(spec.keys, spec.chordOptions) },
    ),
  };
}
