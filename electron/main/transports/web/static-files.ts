import { createReadStream, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  path: string;
  size: number;
  contentType: string;
}

/**
 * Maps a URL path to a file inside the built renderer, or null. `..`, encoded separators and
 * anything resolving outside the root are refused; `/` serves index.html (hash routing needs no
 * fallback).
 */
export function resolveStaticFile(root: string, urlPath: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const absoluteRoot = resolve(root);
  const candidate = resolve(absoluteRoot, relative);
  if (candidate !== absoluteRoot && !candidate.startsWith(absoluteRoot + sep)) return null;
  try {
    const stats = statSync(candidate);
    if (!stats.isFile()) return null;
    return {
      path: candidate,
      size: stats.size,
      contentType: CONTENT_TYPES[extname(candidate).toLowerCase()] ?? 'application/octet-stream',
    };
  } catch {
    return null;
  }
}

export function openStaticFile(file: StaticFile) {
  return createReadStream(file.path);
}
