import { onBeforeUnmount, onMounted } from 'vue';
import type { Router } from 'vue-router';
import { SCREENS } from '../router';

export interface GlobalShortcutActions {
  router: Router;
  toggleTheme: () => void;
  showShortcuts: () => void;
}

/** Alt+1…8 go to the screens, Alt+T changes theme, `?` shows the shortcut sheet. */
export function useGlobalShortcuts(actions: GlobalShortcutActions): void {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.altKey && !event.ctrlKey && !event.metaKey) {
      const screen = SCREENS.find((s) => event.code === `Digit${s.shortcut}`);
      if (screen) {
        event.preventDefault();
        void actions.router.push(screen.path);
        return;
      }
      if (event.code === 'KeyT') {
        event.preventDefault();
        actions.toggleTheme();
        return;
      }
    }
    if (event.key === '?' && !isTyping(event.target)) {
      event.preventDefault();
      actions.showShortcuts();
    }
  };
  onMounted(() => window.addEventListener('keydown', onKeydown));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown));
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
