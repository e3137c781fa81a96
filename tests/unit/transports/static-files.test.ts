import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveStaticFile } from '../../../electron/main/transports/web/static-files';

describe('static files of the built renderer', () => {
  let root: string;
  beforeAll(() => {
    const base = mkdtempSync(join(tmpdir(), 'desk-static-'));
    root = join(base, 'renderer');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<html></html>');
    writeFileSync(join(root, 'assets', 'app.js'), '');
    writeFileSync(join(base, 'secret.txt'), 'outside');
  });

  it('serves index.html for the root and files inside the root with their type', () => {
    expect(resolveStaticFile(root, '/')?.contentType).toMatch(/text\/html/);
    expect(resolveStaticFile(root, '/assets/app.js')?.contentType).toMatch(/javascript/);
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets\\..\\..\\secret.txt', '/%00', '/%E0%A4%A'])(
    'refuses %s',
    (path) => {
      expect(resolveStaticFile(root, path)).toBeNull();
    },
  );

  it('refuses directories and missing files', () => {
    expect(resolveStaticFile(root, '/assets')).toBeNull();
    expect(resolveStaticFile(root, '/nope.js')).toBeNull();
  });
});
