import { crc32, inflateSync } from 'node:zlib';

/**
 * Whether a PNG or a JPEG is whole, read by its structure before anything decodes it. Needed
 * because pdf-lib's PNG decoder never returns on some damaged files (a PNG cut short spins main's
 * only thread: found by this module's test), so a logo is embedded only once it is known whole.
 */

/** Logos are small pictures: a larger canvas is a mistake, and would cost memory to inflate. */
const MAX_SIDE = 4000;

const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Adam7: x start, y start, x step, y step of each pass. */
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

export function pngIsWhole(bytes: Uint8Array): boolean {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | null = null;
  const pixels: Buffer[] = [];
  let ended = false;
  while (at + 12 <= data.length && !ended) {
    const length = data.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > data.length) return false;
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (crc32(data.subarray(at + 4, at + 8 + length)) !== data.readUInt32BE(at + 8 + length)) return false;
    if (header === null && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return false;
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8] ?? 0, colour: body[9] ?? 0, interlaced: body[12] === 1 };
      if (!PNG_DEPTHS[header.colour]?.includes(header.depth) || header.width < 1 || header.height < 1 || header.width > MAX_SIDE || header.height > MAX_SIDE || (body[12] ?? 2) > 1) return false;
    } else if (type === 'IDAT') pixels.push(body);
    else if (type === 'IEND') ended = true;
    at = end;
  }
  if (!header || !ended || pixels.length === 0) return false;
  const expected = rawSize(header.width, header.height, header.depth * (PNG_CHANNELS[header.colour] ?? 0), header.interlaced);
  try {
    return inflateSync(Buffer.concat(pixels), { maxOutputLength: expected + 1 }).length === expected;
  } catch {
    return false;
  }
}

/** Bytes of the filtered scanlines: one filter byte per line, every pass of an interlaced image. */
function rawSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const lines = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0);
  if (!interlaced) return lines(width, height);
  return ADAM7.reduce((sum, [x, y, dx, dy]) => sum + lines(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)), 0);
}

/** A JPEG: start of image, segments each within the file, a frame header with a size, a scan, and the end of image. */
export function jpegIsWhole(bytes: Uint8Array): boolean {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data[0] !== 0xff || data[1] !== 0xd8) return false;
  let at = 2;
  let framed = false;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return false;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > data.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      const components = data[at + 9] ?? 0;
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || ![1, 3, 4].includes(components)) return false;
      framed = true;
    }
    // Start of scan: entropy-coded data follows, up to the end of image the file must close with.
    if (marker === 0xda) return framed && endsWithEndOfImage(data);
    at += 2 + length;
  }
  return false;
}

function endsWithEndOfImage(data: Buffer): boolean {
  let end = data.length;
  while (end > 2 && data[end - 1] === 0x00) end -= 1; // some writers pad the file
  return data[end - 2] === 0xff && data[end - 1] === 0xd9;
}
