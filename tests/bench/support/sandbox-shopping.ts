import { request } from 'node:http';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox';
import { computeSign } from '../../../electron/main/wholesale/sign';

/** Days ahead that every seeded route flies; far enough from B016 and B038. */
const DAYS_AHEAD = 30;

export function departureDate(daysAhead = DAYS_AHEAD): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

export interface RawShoppingAnswer {
  /** The gzip-compressed body exactly as it came over the wire. */
  gzipped: Buffer;
  solutions: number;
}

/** A sandbox-generated Shopping V8 answer of `solutions` solutions, raw bytes as sent. */
export async function fetchRawShopping(sandbox: RunningSandbox, solutions: number, legs: { origin: string; destination: string }[] = [{ origin: 'PEK', destination: 'LHR' }]): Promise<RawShoppingAnswer> {
  const body = JSON.stringify({
    authentication: { partnerId: sandbox.partnerId, sign: computeSign(sandbox.partnerId, sandbox.partnerKey) },
    search: {
      adults: 2, children: 1, infants: 1, nonstop: 0, airline: '', solutions, tag: '', returnTagPrice: 'Y',
      searchAirLegs: legs.map((leg, index) => ({ cabinClass: '', departureDate: departureDate(DAYS_AHEAD + index * 7), origin: leg.origin, destination: leg.destination, airline: '' })),
    },
  });
  const url = new URL('/json/shoppingV8', sandbox.baseUrl);
  const gzipped = await new Promise<Buffer>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end(body);
  });
  return { gzipped, solutions };
}

export { startSandbox };
