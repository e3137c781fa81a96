import type { ThemeChoice } from '@contract/domains/app';

export type EffectiveTheme = 'light' | 'dark';

const CYCLE: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };

/** The toggle cycles system → light → dark → system. */
export function nextTheme(choice: ThemeChoice): ThemeChoice {
  return CYCLE[choice];
}

export function effectiveTheme(choice: ThemeChoice, os: 'light' | 'dark' | null): EffectiveTheme {
  if (choice === 'system') return os ?? 'light';
  return choice;
}
