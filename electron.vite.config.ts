import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // ky ships ESM only; bundling it keeps the CommonJS main free of require(esm).
      externalizeDeps: { exclude: ['ky'] },
      rollupOptions: {
        input: {
          // The Electron entry and the browser-mode host share every service; only the shell differs.
          index: resolve(root, 'electron/main/index.ts'),
          browser: resolve(root, 'electron/main/browser-mode.ts'),
          sandbox: resolve(root, 'electron/sandbox/cli.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: resolve(root, 'electron/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(root, 'src'),
    base: './',
    resolve: {
      alias: {
        '@': resolve(root, 'src'),
        '@contract': resolve(root, 'electron/contract'),
      },
    },
    plugins: [vue()],
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: resolve(root, 'src/index.html') },
    },
  },
});
