import { onBeforeUnmount, onMounted } from 'vue';
import type { Router } from 'vue-router';
import { SCREENS } from '../router';

export interface GlobalShortcutActions {
  router: Router;
  toggleTheme: () => void;
  /** Alt+Z: English ⇄ 中文 (Z for zhōngwén; every other Alt letter near it is taken). */
  toggleLanguage: () => void;
  showShortcuts: () => void;
  /**
   * Alt+digit was pressed: focus goes to the screen's start even when it is already shown, once
   * `navigation` settles. Called as the key is handled, so keys pressed later can be told apart.
   */
  screenChosen: (navigation: Promise<unknown>) => void;
  /** Ctrl+O: to Orders, the order-number field focused. */
  openOrder: () => void;
}

/** Alt+1…8 go to the screens, Alt+T changes theme, Alt+Z the language, Ctrl+O opens an order by number, `?` (or F1) shows the shortcut sheet. */
export function useGlobalShortcuts(actions: GlobalShortcutActions): void {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.altKey && !event.ctrlKey && !event.metaKey) {
      const screen = SCREENS.find((s) => event.code === `Digit${s.shortcut}`);
      if (screen) {
        event.preventDefault();
        actions.screenChosen(actions.router.push(screen.path));
        return;
      }
      if (event.code === 'KeyT') {
        event.preventDefault();
        actions.toggleTheme();
        return;
      }
      if (event.code === 'KeyZ' && !event.shiftKey) {
        event.preventDefault();
        actions.toggleLanguage();
        return;
      }
    }
    if (event.ctrlKey && !event.altKey && !event.metaKey && event.code === 'KeyO') {
      event.preventDefault();
      actions.openOrder();
      return;
    }
    if ((event.key === '?' && !isTyping(event.target)) || (event.key === 'F1' && !event.altKey && !event.ctrlKey && !event.metaKey)) {
      event.preventDefault();
      actions.showShortcuts();
    }
  };
  onMounted(() => window.addEventListener('keydown', onKeydown));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown));
}

/**
 * Whether a key goes into a text field. A field marked `data-help-when-empty` (the entry line,
 * where focus rests on Shopping) lets `?` through while it is empty: `?` is no entry.
 */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && target.dataset.helpWhenEmpty !== undefined && target.value === '') return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
