/**
 * What counts as untranslated English in the Chinese desk, shared by the dictionary test and the
 * e2e walk of every screen. Codes stay as they are in every language (they are what agents read
 * on every reservation system and what support asks for): anything with a digit (B024, PEKLON22DEC,
 * 2A1C), two- and three-letter capitals (PEK, CA, PNR, ADT, CNY), and the short list below of key
 * names, the service's own operation and field names, file types and brand names.
 */
const ALLOWED = new Set(
  [
    // keys
    'Alt', 'Ctrl', 'Shift', 'Enter', 'Esc', 'Page', 'Up', 'Down', 'Home', 'End', 'Delete', 'Tab', 'Space',
    // the service's operations, fields and values, quoted as the service names them
    'OrderDetail', 'ModifyOrderStatus', 'RefundRequest', 'CheckReimbursed', 'AncillaryOrderDetail', 'PreciseBooking', 'OrderPricing',
    'allPaxOfOrder', 'uploadFilesIds', 'param', 'orders.enterManually', 'enterManually', 'orders', 'Order', 'has', 'been', 'paid',
    'SAVER', 'STANDARD', 'FLEX', 'ORIGIN', 'SURNAME', 'GIVEN', 'ZHANG', 'SAN', 'JAN', 'FEB', 'MAR', 'DEC',
    'Prepay', 'Alipay', 'launch',
    // the built-in profile's name, a proper name in every language
    'Sandbox',
    // formats, file types, brands and addresses
    'yyyy', 'MM', 'dd', 'JSON', 'XLSX', 'Base64', 'PDF', 'JPEG', 'PNG', 'MB', 'ID', 'npm', 'start', 'logs', 'desk', 'log',
    'https', 'partner', 'api', 'example', 'com', 'agent',
    // the agency server: the database's name and its TLS mode as PostgreSQL names it (sslmode=verify-full)
    'PostgreSQL', 'verify', 'full',
    // the order file's engine, named in the damage notice as SQLite names itself
    'SQLite',
    // a language's own name, written in that language (the switch offers it)
    'English',
  ],
);

/**
 * The English words left in a text meant to be Chinese (placeholders such as `{count}` are
 * ignored). On a rendered screen (`onScreen`) words in capitals are data, not wording: names as
 * in the passport (ZHANG/SAN), codes, the GDS entry the agent typed.
 */
export function untranslatedWords(text: string, options: { onScreen?: boolean } = {}): string[] {
  // Placeholders, e-mail addresses and web addresses are not wording.
  const withoutPlaceholders = text.replace(/\{\w+\}/g, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  const words = withoutPlaceholders.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return words.filter((word) => !isAllowed(word) && !(options.onScreen && /^[A-Z]+$/.test(word)));
}

function isAllowed(word: string): boolean {
  if (/\d/.test(word)) return true; // codes: B024, PEKLON22DEC, 2A1C, F5
  if (/^[A-Z]{1,3}$/.test(word)) return true; // IATA codes, PNR, ADT, CNY, M/F, and A/C/I of the entry grammar
  return ALLOWED.has(word);
}
