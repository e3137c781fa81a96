import { shell } from 'electron';
import { isSafeExternalUrl, type ExternalOpenOutcome } from '../../contract/domains/app';

/**
 * The one way the desk hands a URL to the operating system: absolute http(s) only, no
 * credentials in the URL. Everything else (file:, javascript:, custom schemes) is refused.
 */
export async function safeOpenExternal(url: string): Promise<ExternalOpenOutcome> {
  if (!isSafeExternalUrl(url)) throw new Error(`Refused to open ${JSON.stringify(url.slice(0, 100))}: not an http(s) address.`);
  await shell.openExternal(url, { activate: true });
  return { openedBy: 'system', url };
}
