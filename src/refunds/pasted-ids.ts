/**
 * File ids pasted by the agent (from the service's portal, an e-mail…): one per line, or separated
 * by commas, semicolons or spaces; empty parts and repeats dropped, the order kept. Ids look like
 * Base64, so `+`, `/` and `=` are part of them.
 */
export function parsePastedIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((part) => part.trim()).filter((part) => part !== ''))];
}
