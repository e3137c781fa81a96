/** Baggage per segment and passenger type, for the detail pane. */
import type { CompactOffer, CompactSegment, PassengerType } from '@contract/domains/shopping';
import { allowanceForSegment, carryOnWording, checkedWording } from './baggage-wording';

export interface SegmentBaggage {
  /** 1-based position across the offer. */
  position: number;
  route: string;
  perType: { type: PassengerType; checked: string; carryOn: string }[];
}

const ORDER: readonly PassengerType[] = ['ADT', 'CHD', 'INF'];

/** The passenger types the offer has baggage for, adults first. */
export function baggageTypes(offer: CompactOffer): PassengerType[] {
  return ORDER.filter((type) => offer.baggage[type] !== undefined);
}

export function baggageBySegment(offer: CompactOffer, segments: readonly CompactSegment[]): SegmentBaggage[] {
  const types = baggageTypes(offer);
  return segments.map((segment, index) => {
    const position = index + 1;
    return {
      position,
      route: `${segment.from}\u2013${segment.to}`,
      perType: types.map((type) => {
        const allowance = allowanceForSegment(offer.baggage[type], position);
        return { type, checked: checkedWording(allowance), carryOn: carryOnWording(allowance) };
      }),
    };
  });
}
