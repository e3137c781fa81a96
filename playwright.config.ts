import { defineConfig } from '@playwright/test';

/** Debian's Chromium, started the way this machine kind allows (no sandbox as root, no GPU, no phoning home). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 2,
  retries: 0,
  reporter: 'list',
  // An action (click, focus, scroll into view) that cannot happen fails within 15 s naming itself,
  // instead of waiting silently for the whole test's time.
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', actionTimeout: 15_000 },
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      use: {
        browserName: 'chromium',
        viewport: { width: 1400, height: 900 },
        // The desk honours the system's "reduce motion" (src/styles/desk.css): what the tests check
        // is the same, without Chromium's software compositor drawing every eased frame (half the
        // suite's time went there).
        reducedMotion: 'reduce',
        launchOptions: { executablePath: process.env.DESK_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs },
      },
    },
    { name: 'electron', testDir: 'tests/e2e-electron' },
  ],
});
