import { wording, type Text } from '../../../contract/words';

/** The HTTP statuses that ask a client to go elsewhere (304 Not Modified is not one of them). */
const REDIRECTS = new Set([300, 301, 302, 303, 307, 308]);

export function isRedirect(status: number): boolean {
  return REDIRECTS.has(status);
}

/**
 * Where a redirect pointed, as an origin only (scheme, host, port): enough for the agent and IT
 * to recognise a proxy, a captive portal or a moved service, without repeating a path or a query
 * that might carry something sensitive. A relative Location resolves against the request's URL.
 */
export function redirectOrigin(location: string | null, requestUrl: string): Text {
  if (!location) return wording('serviceAnswers.noLocation');
  try {
    const target = new URL(location, requestUrl);
    return target.origin === 'null' ? `${target.protocol}` : target.origin;
  } catch {
    return wording('serviceAnswers.unreadableLocation');
  }
}
