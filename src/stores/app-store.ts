import type { AppInfo, Density, Preferences, ThemeChoice } from '@contract/domains/app';
import type { DeskError, DeskResult } from '@contract/result';
import { nextLanguage, type Language } from '@contract/domains/language';
import { useOsTheme } from 'naive-ui';
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useDesk } from '../bridge/use-desk';
import { language, setLanguage } from '../ui-text';
import { effectiveTheme, nextTheme } from './theme-logic';

/** App identity and the agent's theme, density and language preferences (kept in main, so they survive restarts). */
export const useAppStore = defineStore('app', () => {
  const desk = useDesk();
  const osTheme = useOsTheme();
  const info = ref<AppInfo | null>(null);
  const themeChoice = ref<ThemeChoice>('system');
  const theme = computed(() => effectiveTheme(themeChoice.value, osTheme.value));
  const density = ref<Density>('compact');
  /**
   * Why the last language, density or theme choice could not be saved (a full disk): the screen
   * follows the choice at once, so Settings says that it will not survive a restart.
   */
  const preferencesError = ref<DeskError | null>(null);

  function remember(saved: DeskResult<Preferences>): DeskResult<Preferences> {
    preferencesError.value = saved.ok ? null : saved.error;
    return saved;
  }

  async function load(): Promise<void> {
    const [appInfo, preferences] = await Promise.all([desk.app.info(), desk.preferences.get()]);
    if (appInfo.ok) info.value = appInfo.value;
    if (preferences.ok) {
      themeChoice.value = preferences.value.theme;
      density.value = preferences.value.density ?? 'compact';
      setLanguage(preferences.value.language);
    }
  }

  /** Every screen switches at once; main's own text (errors, statuses) follows from its next message. */
  async function chooseLanguage(wanted: Language): Promise<void> {
    setLanguage(wanted);
    const saved = remember(await desk.preferences.update({ language: wanted }));
    if (saved.ok) setLanguage(saved.value.language);
  }

  function toggleLanguage(): Promise<void> {
    return chooseLanguage(nextLanguage(language.value));
  }

  async function setDensity(wanted: Density): Promise<void> {
    density.value = wanted; // rows follow at once; main persists it
    const saved = remember(await desk.preferences.update({ density: wanted }));
    if (saved.ok) density.value = saved.value.density;
  }

  async function cycleTheme(): Promise<void> {
    const wanted = nextTheme(themeChoice.value);
    themeChoice.value = wanted; // the screen follows at once; main persists it
    const saved = remember(await desk.preferences.update({ theme: wanted }));
    if (saved.ok) themeChoice.value = saved.value.theme;
  }

  return { info, themeChoice, theme, density, language, preferencesError, load, cycleTheme, setDensity, chooseLanguage, toggleLanguage };
});
