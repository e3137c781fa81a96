import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import { modulePathForTests } from './tests/support/vitest-module-path.mjs';

const root = import.meta.dirname;
const alias = {
  '@': resolve(root, 'src'),
  '@contract': resolve(root, 'electron/contract'),
};

export default defineConfig({
  // `?modulePath` (worker entries, as electron-vite builds them): bundled for the tests, see the plugin.
  plugins: [vue(), modulePathForTests(resolve(root, 'node_modules/.cache/desk-workers'))],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core machines
    // CI runs on, with the other core idle while tests wait on the sandbox, SQLite and the keychain.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Unit and component files share their workers' modules (isolate: false): a third of the
        // time isolated, the rest went to importing the same modules again for each file. A test
        // therefore mocks no module another file loads (tests/unit/tests/shared-modules.test.ts)
        // and leaves no state behind; integration tests, which start processes and time
        // themselves, stay isolated.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.ts'],
          environment: 'happy-dom',
          isolate: false,
        },
      },
      {
        extends: true,
        // Benchmarks never run with `npm test`: `npm run bench` selects this project alone.
        test: {
          name: 'bench',
          include: ['tests/bench/**/*.bench.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
