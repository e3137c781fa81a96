/**
 * The electron-vite dev server, trusted for navigation and IPC in development only. Two switches
 * must both be on: an unpackaged app AND an explicit `DESK_DEVELOPMENT=1`. A stray
 * ELECTRON_RENDERER_URL in an agent's environment (set by anything) must never widen what the
 * window may load, and the dev server is always on this computer.
 */
export function developmentUrl(env: NodeJS.ProcessEnv, isPackaged: boolean): string | undefined {
  if (isPackaged || env.DESK_DEVELOPMENT !== '1' || !env.ELECTRON_RENDERER_URL) return undefined;
  try {
    const url = new URL(env.ELECTRON_RENDERER_URL);
    const loopback = url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopback && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` is on `origin`, compared as parsed origins. A prefix test is not enough:
 * `http://localhost:5173@evil.example/` starts with `http://localhost:5173` and is evil.example.
 */
export function isSameOrigin(url: string, origin: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
