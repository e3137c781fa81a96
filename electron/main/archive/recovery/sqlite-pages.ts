/**
 * Reading SQLite's file format directly (https://sqlite.org/fileformat2.html): table leaf pages,
 * their cells and records. Used by salvage for rows SQLite can no longer reach through the
 * table's B-tree (a damaged interior page hides every leaf below it, though the leaves are whole).
 * Everything is bounds-checked: a damaged page yields no cells, never a throw.
 */

export type RecordValue = null | number | bigint | string | Buffer;

export interface LeafCell {
  rowid: number;
  values: RecordValue[];
}

export interface FileGeometry {
  pageSize: number;
  usable: number;
}

/** Page size and usable size from page 1's header, or null when it is not SQLite's. */
export function geometry(page1: Uint8Array): FileGeometry | null {
  if (page1.length < 100 || new TextDecoder('latin1').decode(page1.subarray(0, 16)) !== 'SQLite format 3\0') return null;
  const raw = (page1[16]! << 8) | page1[17]!;
  const pageSize = raw === 1 ? 65536 : raw;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return null;
  return { pageSize, usable: pageSize - page1[20]! };
}

/** Pages on the freelist (free, possibly holding old rows that were deleted or moved): never read as rows. */
export function freelistPages(page: (pgno: number) => Uint8Array | null, page1: Uint8Array): Set<number> {
  const free = new Set<number>();
  let trunk = u32(page1, 32);
  const seen = new Set<number>();
  while (trunk && trunk > 0 && !seen.has(trunk)) {
    seen.add(trunk);
    free.add(trunk);
    const data = page(trunk);
    if (!data) break;
    const count = u32(data, 4) ?? 0;
    for (let i = 0; i < count && 8 + i * 4 + 4 <= data.length; i++) {
      const leaf = u32(data, 8 + i * 4);
      if (leaf) free.add(leaf);
    }
    trunk = u32(data, 0);
  }
  return free;
}

/**
 * Every page of the B-tree rooted at `root` that can still be reached (a damaged interior page
 * ends its branch): so a leaf that belongs to one table is never read as another's row.
 */
export function treePages(root: number, page: (pgno: number) => Uint8Array | null): Set<number> {
  const pages = new Set<number>();
  const pending = [root];
  while (pending.length > 0) {
    const pgno = pending.pop()!;
    if (pages.has(pgno)) continue;
    const data = page(pgno);
    if (!data) continue;
    pages.add(pgno);
    const header = pgno === 1 ? 100 : 0;
    const flag = data[header];
    // 5: table interior, 2: index interior; both start each cell with a child's page number.
    if (flag !== 0x05 && flag !== 0x02) continue;
    const count = u16(data, header + 3) ?? 0;
    const right = u32(data, header + 8);
    if (right) pending.push(right);
    for (let i = 0; i < count; i++) {
      const pointer = u16(data, header + 12 + i * 2);
      const child = pointer === null ? null : u32(data, pointer);
      if (child) pending.push(child);
    }
  }
  return pages;
}

/** The cells of a table leaf page (flag 13), each with its rowid and decoded record; [] for any other page. */
export function tableLeafCells(pgno: number, data: Uint8Array, file: FileGeometry, page: (pgno: number) => Uint8Array | null): LeafCell[] {
  const header = pgno === 1 ? 100 : 0;
  if (data[header] !== 0x0d) return [];
  const count = u16(data, header + 3);
  if (count === null) return [];
  const cells: LeafCell[] = [];
  for (let i = 0; i < count; i++) {
    const pointer = u16(data, header + 8 + i * 2);
    if (pointer === null || pointer < header + 8 || pointer >= file.usable) continue;
    const cell = readCell(data, pointer, file, page);
    if (cell) cells.push(cell);
  }
  return cells;
}

function readCell(data: Uint8Array, at: number, file: FileGeometry, page: (pgno: number) => Uint8Array | null): LeafCell | null {
  const size = varint(data, at);
  if (!size) return null;
  const rowid = varint(data, at + size.length);
  if (!rowid) return null;
  const payloadSize = Number(size.value);
  if (payloadSize < 1 || payloadSize > 1_000_000_000) return null;
  const start = at + size.length + rowid.length;
  const payload = payloadOf(data, start, payloadSize, file, page);
  if (!payload) return null;
  const values = decodeRecord(payload);
  if (!values) return null;
  const signed = BigInt.asIntN(64, rowid.value);
  const id = signed >= BigInt(Number.MIN_SAFE_INTEGER) && signed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(signed) : null;
  return id === null ? null : { rowid: id, values };
}

/** The cell's payload: the part on the page, then the overflow chain (each page: next page number, then content). */
function payloadOf(data: Uint8Array, start: number, size: number, file: FileGeometry, page: (pgno: number) => Uint8Array | null): Uint8Array | null {
  const u = file.usable;
  const maxLocal = u - 35;
  let local = size;
  if (size > maxLocal) {
    const minLocal = Math.floor(((u - 12) * 32) / 255) - 23;
    const k = minLocal + ((size - minLocal) % (u - 4));
    local = k <= maxLocal ? k : minLocal;
  }
  if (start + local > data.length) return null;
  if (local === size) return data.subarray(start, start + size);
  const out = new Uint8Array(size);
  out.set(data.subarray(start, start + local), 0);
  let filled = local;
  let next = u32(data, start + local);
  const seen = new Set<number>();
  while (filled < size) {
    if (!next || seen.has(next)) return null;
    seen.add(next);
    const overflow = page(next);
    if (!overflow) return null;
    const take = Math.min(size - filled, u - 4);
    if (4 + take > overflow.length) return null;
    out.set(overflow.subarray(4, 4 + take), filled);
    filled += take;
    next = u32(overflow, 0);
  }
  return out;
}

/** A record: header size, serial types, then the values. Null when the bytes do not form one. */
export function decodeRecord(payload: Uint8Array): RecordValue[] | null {
  const headerSize = varint(payload, 0);
  if (!headerSize) return null;
  const headerEnd = Number(headerSize.value);
  if (headerEnd < headerSize.length || headerEnd > payload.length) return null;
  const types: number[] = [];
  let at = headerSize.length;
  while (at < headerEnd) {
    const type = varint(payload, at);
    if (!type || at + type.length > headerEnd) return null;
    types.push(Number(type.value));
    at += type.length;
  }
  const values: RecordValue[] = [];
  let body = headerEnd;
  const text = new TextDecoder('utf-8', { fatal: true });
  for (const type of types) {
    const length = serialLength(type);
    if (length === null || body + length > payload.length) return null;
    const bytes = payload.subarray(body, body + length);
    body += length;
    if (type === 0) values.push(null);
    else if (type >= 1 && type <= 6) values.push(signedInt(bytes));
    else if (type === 7) values.push(new DataView(bytes.buffer, bytes.byteOffset, 8).getFloat64(0));
    else if (type === 8) values.push(0);
    else if (type === 9) values.push(1);
    else if (type >= 12 && type % 2 === 0) values.push(Buffer.from(bytes));
    else if (type >= 13) {
      try {
        values.push(text.decode(bytes));
      } catch {
        return null;
      }
    } else return null;
  }
  return body === payload.length ? values : null;
}

function serialLength(type: number): number | null {
  if (type >= 0 && type <= 4) return [0, 1, 2, 3, 4][type]!;
  if (type === 5) return 6;
  if (type === 6 || type === 7) return 8;
  if (type === 8 || type === 9) return 0;
  if (type >= 12) return Math.floor((type - (type % 2 === 0 ? 12 : 13)) / 2);
  return null;
}

function signedInt(bytes: Uint8Array): number | bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  const bits = BigInt(bytes.length * 8);
  if (bytes.length > 0 && (bytes[0]! & 0x80) !== 0) value -= 1n << bits;
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

/** SQLite's varint: 1–9 bytes, big-endian, 7 bits a byte, the ninth byte whole. */
export function varint(data: Uint8Array, at: number): { value: bigint; length: number } | null {
  let value = 0n;
  for (let i = 0; i < 9; i++) {
    const byte = data[at + i];
    if (byte === undefined) return null;
    if (i === 8) return { value: (value << 8n) | BigInt(byte), length: 9 };
    value = (value << 7n) | BigInt(byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, length: i + 1 };
  }
  return null;
}

function u16(data: Uint8Array, at: number): number | null {
  return at + 2 <= data.length ? (data[at]! << 8) | data[at + 1]! : null;
}

function u32(data: Uint8Array, at: number): number | null {
  return at + 4 <= data.length ? ((data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!) >>> 0 : null;
}
