/**
 * naive-ui's colours where its defaults miss WCAG AA (4.5:1 for text, issue 23): the light theme's
 * placeholders (#c2c2c2 on white, 1.78:1), its secondary text (#767c82, 4.2:1: form hints and
 * feedback), white on its primary green (#18a058, 3.38:1) and on its warning orange (#f0a020,
 * 2.1:1); the dark theme's placeholders (38% white on an input, 3.3:1). Everything else stays
 * naive-ui's, so the desk keeps its look. The ratios are checked in
 * tests/component/styles/naive-theme-contrast.test.ts and by axe in tests/e2e/accessibility.spec.ts.
 */
import type { GlobalThemeOverrides } from 'naive-ui';

/** The light theme's text on white and white on buttons, each at least 4.5:1. */
const LIGHT: GlobalThemeOverrides = {
  common: {
    placeholderColor: '#6b7075', // 5.0:1 on white
    textColor3: '#62676c', // 5.7:1 on white
    primaryColor: '#0c7a43', // white on it 5.4:1 (naive-ui's own "pressed" green)
    primaryColorHover: '#0a6b3a',
    primaryColorPressed: '#085c32',
    primaryColorSuppl: '#0a6b3a',
    warningColor: '#b35c00', // white on it 4.7:1
    warningColorHover: '#9c5000',
    warningColorPressed: '#874500',
    warningColorSuppl: '#9c5000',
  },
};

/** The dark theme's placeholders: 55% white, 5.2:1 on an input over the desk's dark surface. */
const DARK: GlobalThemeOverrides = {
  common: {
    placeholderColor: 'rgba(255, 255, 255, 0.55)',
  },
};

export function naiveThemeOverrides(theme: 'light' | 'dark'): GlobalThemeOverrides {
  return theme === 'dark' ? DARK : LIGHT;
}

