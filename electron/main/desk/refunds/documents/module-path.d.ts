/**
 * electron-vite's `?modulePath` import (electron-vite/node.d.ts declares the same): the absolute
 * path of the module bundled as a file of its own, for a worker_threads Worker. Under Vitest the
 * plugin in tests/support/vitest-module-path.ts gives the same.
 */
declare module '*?modulePath' {
  const path: string;
  export default path;
}
