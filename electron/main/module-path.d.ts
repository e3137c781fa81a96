/**
 * electron-vite's `?modulePath` import (electron-vite/node.d.ts declares the same): the absolute
 * path of the module bundled as a file of its own, for a worker_threads Worker (the document
 * check: desk/refunds/documents/document-checker.ts). Under Vitest the plugin in
 * tests/support/vitest-module-path.mts gives the same. The bench files, type-checked with
 * tsconfig.e2e.json, reach such an import too: that project lists this file.
 */
declare module '*?modulePath' {
  const path: string;
  export default path;
}
