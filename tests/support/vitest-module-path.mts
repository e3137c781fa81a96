/**
 * electron-vite's `?modulePath` import under Vitest. In the build, electron-vite bundles the
 * imported module as a file of its own and the import is its path (main uses it to start a
 * worker_threads Worker: electron/main/desk/refunds/documents/document-checker.ts). Vitest runs
 * TypeScript sources, which a Worker cannot load, so this plugin does what electron-vite does:
 * bundles the module with Vite (CommonJS, Node built-ins left outside, as the main build makes
 * it) into node_modules/.cache/desk-workers/ and answers the import with that file's path. The
 * tests then run the same code in a real worker thread.
 *
 * The file is named by a hash of its code and written whole (temporary file, rename), so Vitest's
 * parallel workers may bundle the same module at once without one reading another's half file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

const SUFFIX = '?modulePath';

export function modulePathForTests(cacheDir: string): Plugin {
  return {
    name: 'desk:module-path-for-tests',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return target ? `${target.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const path = await bundled(id.slice(0, -SUFFIX.length), cacheDir);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}

async function bundled(entry: string, cacheDir: string): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      ssr: entry,
      write: false,
      minify: false,
      target: 'node20',
      rollupOptions: { output: { format: 'cjs' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = Array.isArray(result) ? result[0] : result;
  const chunk = output?.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error(`bundling ${entry} for a worker gave no entry chunk`);
  const file = join(cacheDir, `${basename(entry, extname(entry))}-${createHash('sha256').update(chunk.code).digest('hex').slice(0, 16)}.cjs`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, chunk.code);
    renameSync(temporary, file);
  }
  return file;
}
