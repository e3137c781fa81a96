/**
 * The solutionId: a long opaque string that carries the whole offer (flights, dates, booking
 * codes, product, passengers, shopping time, and for ids re-issued by pricing the pricing time),
 * so pricing, booking and the order book re-derive it without keeping any shopping state. It is masked and authenticated with a key derived from the seed:
 * an id that was altered, or minted by a sandbox with another seed, does not decode.
 *
 * Like the real ids it is standard Base64, so it contains `+`, `/` and `=` (a client must escape
 * it properly in JSON and in forms).
 */
import { bookingClass, cabinLetter, parseCabin } from '../fares/cabins';
import { parseProduct } from '../fares/products';
import { fingerprint128, fingerprintHex } from '../random/fingerprint';
import { flightOnDate } from '../network/dated-flight';
import { type RouteNetwork } from '../network/route-network';
import { type Offer, type SegmentChoice } from './offer';
import { ticketingOfSegments } from './ticketing-kind';

/** S = minted by shopping (price drift may still apply), P = re-issued by pricing (stable). */
export type SolutionOrigin = 'S' | 'P';

const VERSION = '1';
const MAC_BYTES = 6;

export function encodeSolutionId(seed: number, offer: Offer, origin: SolutionOrigin): string {
  const payload = Buffer.from(payloadOf(offer, origin), 'utf8');
  const mac = macOf(seed, payload);
  return Buffer.concat([mac, mask(payload, mac, seed)]).toString('base64');
}

/** The canonical text of an offer, without its origin and time: keys the seeded outcomes. */
export function offerKey(offer: Offer): string {
  return `${offer.product}|${offer.passengers.adults}.${offer.passengers.children}.${offer.passengers.infants}|${journeysText(offer)}`;
}

export interface DecodedSolution {
  offer: Offer;
  origin: SolutionOrigin;
}

export function decodeSolutionId(seed: number, network: RouteNetwork, text: string): DecodedSolution | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length < 12) return null;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length <= MAC_BYTES) return null;
  const mac = bytes.subarray(0, MAC_BYTES);
  const payload = mask(bytes.subarray(MAC_BYTES), mac, seed);
  if (!macOf(seed, payload).equals(mac)) return null;
  return parsePayload(network, payload.toString('utf8'));
}

function payloadOf(offer: Offer, origin: SolutionOrigin): string {
  const { adults, children, infants } = offer.passengers;
  return [
    VERSION,
    origin,
    Math.floor(offer.shoppedAt / 60_000).toString(36),
    offer.product,
    cabinLetter(offer.cabin),
    adults,
    children,
    infants,
    offer.fareAdjustmentPerMille,
    journeysText(offer),
    // Only ids re-issued by pricing carry their pricing time (a shopping answer mints thousands).
    ...(offer.pricedAt === undefined ? [] : [Math.floor(offer.pricedAt / 60_000).toString(36)]),
  ].join('|');
}

/** Shopping pairs one journey option with many others: its text is built once per option. */
const journeyTexts = new WeakMap<readonly SegmentChoice[], string>();

function journeyText(journey: readonly SegmentChoice[]): string {
  let text = journeyTexts.get(journey);
  if (text === undefined) {
    text = journey.map(({ dated, booking }) => `${dated.flight.airline}.${dated.flight.flightNum}.${dated.dateKey}.${booking.code}`).join(',');
    journeyTexts.set(journey, text);
  }
  return text;
}

function journeysText(offer: Pick<Offer, 'journeys'>): string {
  return offer.journeys.map(journeyText).join(';');
}

function parsePayload(network: RouteNetwork, text: string): DecodedSolution | null {
  const [version, origin, shoppedAt, productText, cabinText, adults, children, infants, adjustment, journeysPart, pricedAtText] = text.split('|');
  if (version !== VERSION || (origin !== 'S' && origin !== 'P') || journeysPart === undefined) return null;
  const product = parseProduct(productText ?? '');
  const cabin = parseCabin(cabinText ?? '');
  if (!product || !cabin) return null;
  const journeys: SegmentChoice[][] = [];
  for (const journeyText of journeysPart.split(';')) {
    const journey: SegmentChoice[] = [];
    for (const segmentText of journeyText.split(',')) {
      const [airline, flightNum, date, code] = segmentText.split('.');
      const flight = network.flight(airline ?? '', flightNum ?? '');
      const booking = bookingClass(code ?? '');
      const day = /^(\d{4})(\d{2})(\d{2})$/.exec(date ?? '');
      if (!flight || !booking || !day) return null;
      const dated = flightOnDate(flight, Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) / 60_000);
      if (!dated) return null;
      journey.push({ dated, booking });
    }
    journeys.push(journey);
  }
  const counts = [adults, children, infants].map(Number);
  const fareAdjustmentPerMille = Number(adjustment);
  if (counts.some((count) => !Number.isInteger(count)) || !Number.isInteger(fareAdjustmentPerMille)) return null;
  if (pricedAtText !== undefined && !/^[0-9a-z]+$/.test(pricedAtText)) return null;
  return {
    origin,
    offer: {
      journeys,
      product,
      cabin,
      passengers: { adults: counts[0] ?? 0, children: counts[1] ?? 0, infants: counts[2] ?? 0 },
      ticketing: ticketingOfSegments(journeys),
      shoppedAt: parseInt(shoppedAt ?? '0', 36) * 60_000,
      fareAdjustmentPerMille,
      ...(pricedAtText === undefined ? {} : { pricedAt: parseInt(pricedAtText, 36) * 60_000 }),
    },
  };
}

function macOf(seed: number, payload: Buffer): Buffer {
  const [a, b] = fingerprint128(`sandbox-solution|${seed}|${payload.toString('latin1')}`);
  const mac = Buffer.allocUnsafe(8);
  mac.writeUInt32BE(a, 0);
  mac.writeUInt32BE(b, 4);
  return mac.subarray(0, MAC_BYTES);
}

const maskKeys = new Map<number, Buffer>();

/**
 * XOR with a key derived from the seed, rotated by the MAC: opaque to the eye, reversible by the
 * sandbox, and cheap (shopping mints thousands of ids per answer).
 */
function mask(bytes: Buffer, mac: Buffer, seed: number): Buffer {
  let key = maskKeys.get(seed);
  if (!key) {
    key = Buffer.from(fingerprintHex(`sandbox-mask|${seed}`), 'hex');
    maskKeys.set(seed, key);
  }
  const out = Buffer.allocUnsafe(bytes.length);
  const shift = mac[0] ?? 0;
  for (let i = 0; i < bytes.length; i += 1) out[i] = (bytes[i] ?? 0) ^ (key[(i + shift) & 15] ?? 0) ^ (mac[i % MAC_BYTES] ?? 0);
  return out;
}
