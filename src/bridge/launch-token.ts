/**
 * Browser mode: the launch URL carries the per-launch token once, in the fragment
 * (`#token=…`), which browsers never send to a server. We read it, keep it in memory only,
 * and strip it from the address bar and history.
 */
export function takeLaunchToken(location: Location, history: History): string | null {
  const match = /^#token=([A-Za-z0-9_-]{16,128})$/.exec(location.hash);
  if (!match?.[1]) return null;
  history.replaceState(null, '', `${location.pathname}${location.search}#/`);
  return match[1];
}
