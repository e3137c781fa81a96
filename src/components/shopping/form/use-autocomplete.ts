import { onBeforeUnmount, ref, shallowRef } from 'vue';

export interface AutocompleteOptions<T> {
  /** Looks suggestions up; null when the lookup failed (nothing is shown, nothing is lost). */
  lookup: (query: string) => Promise<T[] | null>;
  /** Fewer characters than this: no lookup (one letter matches half the world). */
  minLength?: number;
  /** Debounce, so fast typing makes one lookup and not one per key. */
  delayMs?: number;
  /** Which suggestion starts highlighted for a query; the first by default. */
  preferred?: (items: readonly T[], query: string) => number;
}

/**
 * The state and keys of an autocomplete list (the ARIA combobox pattern) for any text input:
 * typing is never blocked, late answers to older queries are dropped, and the list only opens
 * while the input has focus.
 */
export function useAutocomplete<T>(options: AutocompleteOptions<T>) {
  const suggestions = shallowRef<readonly T[]>([]);
  const open = ref(false);
  const active = ref(-1);
  const minLength = options.minLength ?? 2;
  const delayMs = options.delayMs ?? 120;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every new query (or a blur, or a pick) makes answers to older ones stale.
  let generation = 0;

  function search(text: string): void {
    clearTimeout(timer);
    generation += 1;
    const query = text.trim();
    if (query.length < minLength) {
      suggestions.value = [];
      open.value = false;
      return;
    }
    // Until the new answer comes, an open list follows the typing: a fast Enter on "PEK" must not
    // pick whatever was highlighted for "PE".
    if (open.value) active.value = Math.max(0, options.preferred?.(suggestions.value, query) ?? active.value);
    const mine = generation;
    timer = setTimeout(() => void run(query, mine), delayMs);
  }

  async function run(query: string, mine: number): Promise<void> {
    let found: T[] | null;
    try {
      found = await options.lookup(query);
    } catch {
      found = null;
    }
    if (mine !== generation || !focused) return;
    suggestions.value = found ?? [];
    open.value = suggestions.value.length > 0;
    active.value = open.value ? Math.max(0, options.preferred?.(suggestions.value, query) ?? 0) : -1;
  }

  function choose(item: T, pick: (item: T) => void): void {
    clearTimeout(timer);
    generation += 1;
    open.value = false;
    pick(item);
  }

  /** Handles the list's keys; anything it does not handle goes on to the form (Enter submits). */
  function onKeydown(event: KeyboardEvent, pick: (item: T) => void): void {
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const count = suggestions.value.length;
    if (!open.value) {
      if (event.key === 'ArrowDown' && count > 0) {
        event.preventDefault();
        open.value = true;
        active.value = Math.min(Math.max(active.value, 0), count - 1);
      }
      return;
    }
    const highlighted = suggestions.value[active.value];
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        active.value = (active.value + 1) % count;
        break;
      case 'ArrowUp':
        event.preventDefault();
        active.value = (active.value - 1 + count) % count;
        break;
      case 'Enter':
        if (!highlighted) return void (open.value = false);
        event.preventDefault(); // the pick, not a submit
        choose(highlighted, pick);
        break;
      case 'Tab':
        // Picks and lets focus move on, as agents expect from GDS-style masks.
        if (highlighted) choose(highlighted, pick);
        open.value = false;
        break;
      case 'Escape':
        // Closes the list only: the screen's own Esc (cancel, go back) must not fire as well.
        event.preventDefault();
        event.stopPropagation();
        open.value = false;
        break;
    }
  }

  function onFocus(): void {
    focused = true;
  }

  function onBlur(): void {
    focused = false;
    clearTimeout(timer);
    generation += 1;
    open.value = false;
  }

  onBeforeUnmount(() => clearTimeout(timer));

  return { suggestions, open, active, search, choose, onKeydown, onFocus, onBlur };
}
