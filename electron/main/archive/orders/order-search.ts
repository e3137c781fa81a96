import type { OrderSearchResult, ParsedOrderFilters, SearchTier } from '../../../contract/domains/orders';
import { searchTerms, type SearchTerm } from '../../../contract/domains/search-folding';
import type { ArchiveDatabase } from '../open-archive';
import type { SqlCondition } from './order-filters-sql';
import { digitWindows, MIN_DIGIT_RUN } from './digit-grams';
import type { OrderReader } from './order-reader';

/**
 * Instant search over the order file. Ranking is by tier, then newest first within a tier:
 *
 * 1. `exact` — the query IS an order number, PNR, airline PNR or ticket number;
 * 2. `identifier` — it is part of one (or the order number of a linked order's parent);
 * 3. `name` — every term starts a word of a passenger's (or the contact's) name;
 * 4. `text` — every term is found somewhere: names, airports and cities, flight numbers, notes.
 *
 * Numbers are searched by any part in the trigram table, digit runs as pairs so that a trigram
 * spans four digits (digit-grams.ts). Order numbers share long prefixes, so the index is asked for
 * a long fragment's last eight digits only (its distinctive end, a handful of candidates) and each candidate is
 * checked for the whole fragment; two or three digits are in so many orders that a newest-first
 * scan finds twenty at once. Words use the unicode61 table. Every query reads newest first and stops
 * after the rows it needs, so even a query matching most of the file ("PEK") stays cheap.
 *
 * Terms are folded exactly as the index was (search-folding.ts) and only ever bound as quoted
 * phrases of letters and digits, so no query can inject FTS syntax.
 */
export class OrderSearch {
  constructor(
    private readonly db: ArchiveDatabase,
    private readonly reader: OrderReader,
    private readonly now: () => number = () => performance.now(),
  ) {}

  search(query: string, filters: ParsedOrderFilters, limit: number): OrderSearchResult {
    const started = this.now();
    // One letter or digit matches most of the file and has no index: it waits for the second.
    const terms = searchTerms(query).filter((term) => term.kind === 'cjk-phrase' || term.text.length >= 2);
    const found = new Map<number, SearchTier>();
    const wanted = limit + 1;
    if (terms.length > 0) {
      const where = this.reader.where(filters);
      const take = (tier: SearchTier, ids: number[]) => {
        for (const id of ids) if (!found.has(id) && found.size < wanted) found.set(id, tier);
      };
      const room = () => wanted + found.size;
      const single = terms.length === 1 && terms[0]?.kind === 'word' ? (terms[0] as SearchTerm).text : null;
      if (single !== null) {
        take('exact', this.exact(single, where, wanted));
        if (found.size < wanted) take('identifier', this.identifierPart(single, where, room()));
      }
      const idLike = terms.filter(isIdentifierLike);
      const words = terms.filter((term) => !isIdentifierLike(term));
      if (found.size < wanted && idLike.length === 0) take('name', this.textMatch(`{names} : (${words.map(ftsTerm).join(' AND ')})`, where, [], room()));
      if (found.size < wanted) take('text', this.textMatch(words.length > 0 ? words.map(ftsTerm).join(' AND ') : null, where, idLike, room()));
    }
    const ids = [...found.keys()];
    const rows = this.reader.rows(ids.slice(0, limit)).map((row) => ({ ...row, tier: found.get(row.id) as SearchTier }));
    return { query, rows, more: ids.length > limit, elapsedMs: Math.round((this.now() - started) * 100) / 100 };
  }

  /** The whole order number (its own index), or a whole PNR, airline PNR or ticket number. */
  private exact(term: string, where: SqlCondition, limit: number): number[] {
    const byNumber = this.ids(`SELECT o.id FROM orders o WHERE o.order_num = ? AND ${where.sql}`, [term, ...where.params]);
    const needle = needleOf(term);
    if (term.length < 5 || needle === null || (isDigits(term) && term.length > MAX_TICKET_DIGITS)) return byNumber;
    const upper = term.toUpperCase();
    const byLocator = this.ids(
      `SELECT o.id FROM order_ids_fts f JOIN orders o ON o.id = f.rowid
       WHERE order_ids_fts MATCH ? AND (o.pnr = ? OR o.air_pnr = ? OR instr(replace(o.tickets_json, '-', ''), ?) > 0) AND ${where.sql}
       ORDER BY f.rowid DESC LIMIT ?`,
      [needle, upper, upper, `"${term}"`, ...where.params, limit],
    );
    return [...new Set([...byNumber, ...byLocator])].slice(0, limit);
  }

  /** Part of a number or locator, and the orders filed under an order number (refunds, ancillaries). */
  private identifierPart(term: string, where: SqlCondition, limit: number): number[] {
    const children = /^\d{6,}$/.test(term) ? this.ids(`SELECT o.id FROM orders o WHERE o.parent_order_num = ? AND ${where.sql} ORDER BY o.id DESC LIMIT ?`, [term, ...where.params, limit]) : [];
    const needle = needleOf(term);
    const parts =
      needle !== null
        ? this.ids(`SELECT o.id FROM order_ids_fts f JOIN orders o ON o.id = f.rowid WHERE order_ids_fts MATCH ? AND ${holdsIdentifier(term)} AND ${where.sql} ORDER BY f.rowid DESC LIMIT ?`, [
            needle,
            ...holdsIdentifierParams(term),
            ...where.params,
            limit,
          ])
        : isDigits(term)
          ? // Two or three digits are in a large share of the numbers: newest first, the scan stops after the rows needed.
            this.ids(`SELECT o.id FROM orders o WHERE ${containsDigits('o')} AND ${where.sql} ORDER BY o.id DESC LIMIT ?`, [term, term, ...where.params, limit])
          : [];
    return [...new Set([...children, ...parts])].slice(0, limit);
  }

  /**
   * Orders whose text matches `match` (null: no word terms) and which hold every identifier-like
   * term somewhere (in a number, a locator, a ticket, or as a word), newest first.
   */
  private textMatch(match: string | null, where: SqlCondition, idLike: readonly SearchTerm[], limit: number): number[] {
    const params: (string | number)[] = [];
    const conditions: string[] = [];
    for (const term of idLike) {
      const needle = needleOf(term.text);
      const inNumbers = needle !== null ? `o.id IN (SELECT rowid FROM order_ids_fts WHERE order_ids_fts MATCH ?) AND ${holdsIdentifier(term.text)}` : containsDigits('o');
      conditions.push(`((${inNumbers}) OR o.id IN (SELECT rowid FROM order_text_fts WHERE order_text_fts MATCH ?))`);
      params.push(...(needle !== null ? [needle, ...holdsIdentifierParams(term.text)] : [term.text, term.text]), ftsTerm(term));
    }
    const extra = conditions.length > 0 ? ` AND ${conditions.join(' AND ')}` : '';
    return match === null
      ? this.ids(`SELECT o.id FROM orders o WHERE ${where.sql}${extra} ORDER BY o.id DESC LIMIT ?`, [...where.params, ...params, limit])
      : this.ids(`SELECT o.id FROM order_text_fts f JOIN orders o ON o.id = f.rowid WHERE order_text_fts MATCH ? AND ${where.sql}${extra} ORDER BY f.rowid DESC LIMIT ?`, [
          match,
          ...where.params,
          ...params,
          limit,
        ]);
  }

  private ids(sql: string, params: (string | number)[]): number[] {
    return (this.db.prepare(sql).all(params) as { id: number }[]).map((row) => row.id);
  }
}

/** A ticket number has 13 digits: a longer run of digits can only be (part of) an order number. */
const MAX_TICKET_DIGITS = 13;
/** How many digits of a long digit fragment the index is asked for: its distinctive end. */
const DIGIT_NEEDLE = 8;

const isDigits = (term: string): boolean => /^\d+$/.test(term);

/**
 * What the trigram table is asked for: a fragment with letters as it is (3+ characters); a run of
 * digits (4+) as its last eight digits' pairs (digit-grams.ts); null when the fragment is too
 * short for the index (2–3 digits are scanned instead).
 */
function needleOf(term: string): string | null {
  if (!isDigits(term)) return term.length >= 3 ? `"${term}"` : null;
  if (term.length < MIN_DIGIT_RUN) return null;
  return `"${digitWindows(term.slice(-DIGIT_NEEDLE))}"`;
}

/**
 * A candidate found by a digit fragment's end must hold the whole fragment in one of its numbers.
 * Fragments the index matched whole need no check.
 */
function holdsIdentifier(term: string): string {
  if (!isDigits(term) || term.length <= DIGIT_NEEDLE) return '1';
  return `(instr(o.order_num, ?) > 0 OR instr(replace(o.tickets_json, '-', ''), ?) > 0
    OR o.id IN (SELECT order_id FROM order_vouchers WHERE instr(voucher_number, ?) > 0))`;
}

function holdsIdentifierParams(term: string): string[] {
  return !isDigits(term) || term.length <= DIGIT_NEEDLE ? [] : [term, term, term];
}

/** An order number or ticket containing a short run of digits (two parameters: the digits twice). */
function containsDigits(alias: string): string {
  return `(instr(${alias}.order_num, ?) > 0 OR instr(replace(${alias}.tickets_json, '-', ''), ?) > 0)`;
}

/** A term with a digit and at least 3 characters is looked for inside numbers too. */
function isIdentifierLike(term: SearchTerm): boolean {
  return term.kind === 'word' && term.text.length >= 3 && /\d/.test(term.text);
}

/** A word matches words starting with it; a CJK run matches its characters in order. */
function ftsTerm(term: SearchTerm): string {
  return term.kind === 'cjk-phrase' ? `"${[...term.text].join(' ')}"` : `"${term.text}"*`;
}
