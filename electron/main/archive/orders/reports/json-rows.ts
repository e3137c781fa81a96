/** A prepared statement of the order file (libsql's), as far as these reads use it. */
interface Statement {
  get(...parameters: unknown[]): unknown;
}

/**
 * The rows of a report read whose statement answers one row, `rows`: a JSON array
 * (`json_group_array(json_object(…))`) of objects already named and typed as the fact they are.
 *
 * Why: the driver (libsql) hands each row to JavaScript as an object built cell by cell across the
 * native boundary, about 0.4 µs a cell. A month's figures are some 7,000 rows of 6–15 cells: that
 * handing over, not SQLite's search, was most of the month's read time (docs/reports.md, "Rows as
 * one JSON text"). One text parsed once by JSON.parse costs a fraction of it. Amounts stay strings
 * (the columns are TEXT): nothing becomes a floating-point number on the way.
 */
export function jsonRows<T>(statement: Statement, ...parameters: string[]): T[] {
  return parseRows<T>(statement.get(...parameters));
}

/** The rows in an answer's `rows` column (beside counts of its own, as the booked read has). */
export function parseRows<T>(answer: unknown): T[] {
  const rows = (answer as { rows?: unknown } | undefined)?.rows;
  // An aggregate without GROUP BY answers one row even when nothing matched: '[]', or NULL when a
  // FILTER left json_group_array no row at all.
  if (rows === null) return [];
  if (typeof rows !== 'string') throw new Error('a report read answered no JSON rows');
  return JSON.parse(rows) as T[];
}
