/**
 * Browser mode: the launch URL carries a single-use launch token once, in the fragment
 * (`#launch=…`), which browsers never send to a server. We read it, strip it from the address bar
 * and the current history entry at once, and spend it for a session (see desk.ts). The token is
 * spent by then, so the URL is useless wherever else the browser kept it.
 */
export function takeLaunchToken(location: Location, history: History): string | null {
  const match = /^#launch=([A-Za-z0-9_-]{16,128})$/.exec(location.hash);
  if (!match?.[1]) return null;
  history.replaceState(null, '', `${location.pathname}${location.search}#/`);
  return match[1];
}
