import { z } from 'zod';
import type { TestOrder } from './booking';
import type { BaggageAllowance, CompactSegment, MiniRule, MiniRuleGroup, Money, OfferPrice, PassengerType, PlaceName } from './shopping';
import type { Text } from '../words/wording';
import { codedRule } from '../coded-rule';

const id = (rule: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, rule);

/** Price the offer `solutionId` of the stored search `searchId` (main rebuilds the V9 request). */
export const priceOfferSchema = z.strictObject({
  searchId: id(codedRule('rules.searchId')),
  solutionId: z.string().min(1, codedRule('rules.required')).max(4000, codedRule('rules.atMostCharacters', { max: 4000 })),
});

export const pricedOfferRefSchema = z.strictObject({ pricedOfferId: id(codedRule('rules.pricedOfferId')) });

/** An offer with its itinerary spelled out: the shopped one and the priced one share this shape. */
export interface OfferSnapshot {
  solutionId: string;
  journeys: { segments: CompactSegment[]; journeyMinutes: number | null; transfers: number }[];
  fareType: string | null;
  platingCarrier: string | null;
  virtualInterlining: boolean;
  price: OfferPrice;
  baggage: Partial<Record<PassengerType, BaggageAllowance[]>>;
  rules: Partial<Record<PassengerType, MiniRuleGroup[]>>;
  lastTicketingTime: string | null;
}

export type DiffChange = 'same' | 'increase' | 'decrease' | 'changed';

export interface DiffRow {
  section: 'price' | 'booking' | 'baggage' | 'rules';
  /**
   * "Adult fare", "Total", "Segment 1 (CA1501 PEK–SHA) booking code", …: a wording, worded by the
   * screen whenever it shows it (a diff stored before rows carried codes has its sentence).
   */
  label: Text;
  /** As the answer said it ("Y", "1PC 23KG"), or the desk's words for it ("unknown"). */
  shopped: Text | null;
  priced: Text | null;
  change: DiffChange;
  /** For money rows: priced − shopped. */
  delta: Money | null;
  /**
   * For rule rows: the rules behind each side, so the screen words them as the detail pane does
   * (with the shopped amounts; pricing states none). Absent in offers priced before it existed.
   */
  rules?: { shopped: MiniRule[]; priced: MiniRule[] };
}

export interface OfferDiff {
  rows: DiffRow[];
  totalShopped: Money | null;
  totalPriced: Money | null;
  totalDelta: Money | null;
  priceIncreased: boolean;
  anyChange: boolean;
}

export interface PricedOffer {
  pricedOfferId: string;
  searchId: string;
  solutionId: string;
  pricedAt: string;
  profileId: string;
  shopped: OfferSnapshot;
  priced: OfferSnapshot;
  diff: OfferDiff;
  ancillaries: { paidBag: boolean | null; paidSeat: boolean | null };
  /** The service's flag; its meaning beyond "booking without a card" is not documented. */
  bookingWithoutCard: number | null;
  /** A price increase must be acknowledged before going on. */
  requiresAcknowledgement: boolean;
  acknowledgedAt: string | null;
  /** Sandbox test orders created from this priced offer, oldest first (a second one is asked for). */
  testOrders: TestOrder[];
  places: Record<string, PlaceName>;
  airlines: Record<string, string>;
}

export interface PricedOfferSummary {
  pricedOfferId: string;
  searchId: string;
  pricedAt: string;
  summary: string;
  total: Money | null;
  currency: string;
  priceIncreased: boolean;
  acknowledgedAt: string | null;
}
