/**
 * The one window keydown listener of the desk. Screens (and the shell, for the global keys)
 * register their state and command bodies for the keymap they own; on each keydown the dispatcher
 * finds the binding whose chord matches and whose `when` holds, among the registered scopes, and
 * runs its command (VS Code's keybinding service works the same way). No other code listens for
 * keys on window or document: a test scans src/ for it (tests/component/keymap/keymap-rules.test.ts).
 * Keys a focused element answers (fields, lists, grids) stay on that element: they run first and,
 * by preventing the default, keep the window bindings out unless a binding says `evenIfHandled`.
 */
import { onBeforeUnmount, onMounted } from 'vue';
import type { ScreenContexts, Scope, ScreenKeymap } from './binding';
import { matches } from './chord';

interface Registration {
  readonly keymap: ScreenKeymap<Scope, string>;
  readonly state: () => object;
  readonly commands: Readonly<Record<string, (event: KeyboardEvent) => unknown>>;
}

const registrations = new Set<Registration>();
let keysPressed = 0;
const MODIFIERS = new Set(['Alt', 'Control', 'Shift', 'Meta', 'AltGraph']);

/**
 * Keys pressed so far (counted in the capture phase, before any handler acts or stops the key;
 * a modifier alone counts nothing). The shell compares two readings to tell whether the agent
 * pressed something after choosing a screen.
 */
export function keysPressedSoFar(): number {
  return keysPressed;
}

function countKey(event: KeyboardEvent): void {
  if (!event.repeat && !MODIFIERS.has(event.key)) keysPressed += 1;
}

/**
 * A screen the agent has just asked for (Alt+digit) and whose code is still loading: the keys
 * typed ahead for it (Alt+5 then at once Alt+N) are held, not lost, and given to it once it mounts.
 * Only keys of its own bindings are held, and only for a few seconds (a screen that never comes
 * gets nothing).
 */
interface AwaitedScreen {
  readonly keymap: ScreenKeymap<Scope, string>;
  readonly until: number;
  readonly held: KeyboardEvent[];
}
let awaited: AwaitedScreen | null = null;
const TYPE_AHEAD_MS = 3000;

/** Called as the shell starts showing a screen; `undefined` for a screen without keys of its own. */
export function expectScreen(screenKeymap: { readonly scope: Scope } | undefined): void {
  // Any screen's keymap (the same erasure useScreenKeys makes): only its bindings and identity are read.
  const keymap = screenKeymap as ScreenKeymap<Scope, string> | undefined;
  const mounted = keymap !== undefined && [...registrations].some((registration) => registration.keymap === keymap);
  awaited = keymap && !mounted ? { keymap, until: Date.now() + TYPE_AHEAD_MS, held: [] } : null;
}

function holdForAwaitedScreen(event: KeyboardEvent, typing: boolean): boolean {
  if (!awaited) return false;
  if (Date.now() > awaited.until) {
    awaited = null;
    return false;
  }
  const wanted = (binding: ScreenKeymap<Scope, string>['bindings'][number]) => binding.kind === 'window' && (binding.inFields || !typing) && matches(binding.chord, event);
  // The global keys (another Alt+digit, Ctrl+O) still act at once.
  if ([...registrations].some((registration) => registration.keymap.scope === 'global' && registration.keymap.bindings.some(wanted))) return false;
  if (!awaited.keymap.bindings.some(wanted)) return false;
  event.preventDefault();
  awaited.held.push(event);
  return true;
}

function dispatch(event: KeyboardEvent, replayed = false): void {
  const typing = isTyping(event.target);
  if (!replayed && holdForAwaitedScreen(event, typing)) return;
  for (const registration of [...registrations]) {
    for (const binding of registration.keymap.bindings) {
      if (binding.kind !== 'window') continue;
      // A held key was prevented by the dispatcher itself, not by a field that handled it.
      if (event.defaultPrevented && !replayed && !binding.evenIfHandled) continue;
      if (!binding.inFields && typing) continue;
      if (!matches(binding.chord, event)) continue;
      if (binding.when && !binding.when(registration.state() as never)) {
        if (!binding.reserved) continue;
        event.preventDefault();
        return;
      }
      if (!binding.keepDefault) event.preventDefault();
      void registration.commands[binding.command]?.(event);
      return;
    }
  }
}

const onKeydown = (event: KeyboardEvent): void => dispatch(event);

function register(registration: Registration): void {
  if (registrations.size === 0) {
    window.addEventListener('keydown', countKey, { capture: true });
    window.addEventListener('keydown', onKeydown);
  }
  registrations.add(registration);
  if (awaited && registration.keymap === awaited.keymap) {
    const held = awaited.held;
    awaited = null;
    for (const event of held) dispatch(event, true);
  }
}

function unregister(registration: Registration): void {
  registrations.delete(registration);
  if (registrations.size === 0) {
    window.removeEventListener('keydown', countKey, { capture: true });
    window.removeEventListener('keydown', onKeydown);
  }
}

/**
 * A screen's keys, while the component is mounted: `state` is read when a key arrives (the `when`
 * predicates see it), `commands` must implement exactly the keymap's commands (the types hold it).
 */
export function useScreenKeys<S extends Scope, C extends string>(keymap: ScreenKeymap<S, C>, state: () => ScreenContexts[S], commands: Readonly<Record<C, (event: KeyboardEvent) => unknown>>): void {
  const registration: Registration = { keymap: keymap as unknown as ScreenKeymap<Scope, string>, state, commands };
  onMounted(() => register(registration));
  onBeforeUnmount(() => unregister(registration));
}

/**
 * Whether a key goes into a text field. A field marked `data-help-when-empty` (the entry line,
 * where focus rests on Shopping) lets `?` through while it is empty: `?` is no entry.
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && target.dataset.helpWhenEmpty !== undefined && target.value === '') return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
