import type { AncillaryItem, FiledSegment } from '../../../../contract/domains/orders';
import { addMoney, moneyFrom } from '../../../../contract/money';
import { readOrderStatus } from '../../../../contract/domains/order-status';
import type { OrderFacts } from '../../../archive/orders/order-facts';
import type { WireAncillaryOrder } from '../../../wholesale/wire/ancillary';
import { emptyToNull, indexOf } from './wire-values';

/**
 * AncillaryOrderDetail (2.9): an ancillary (paid baggage) order linked to its air order, with its
 * passengers, journeys (the swapped arrival date/time of the sample already put back by the wire
 * reader), and each bag bought. Prices are decimal strings kept exactly as sent; the order's amount
 * is their sum when every price is readable.
 */
export function factsFromAncillary(data: WireAncillaryOrder): OrderFacts {
  let segmentNo = 0;
  const segments: FiledSegment[] = data.journeys.flatMap((journey, journeyIndex) =>
    journey.segments.map((s) => {
      segmentNo += 1;
      return {
        segmentNo,
        journeyIndex,
        airline: s.airline,
        flightNum: s.flightNum,
        operatingAirline: null,
        operatingFlightNum: null,
        departure: s.departure,
        arrival: s.arrival,
        departureTerminal: null,
        arrivalTerminal: null,
        departureDate: s.departureDate,
        departureTime: s.departureTime,
        arrivalDate: s.arrivalDate,
        arrivalTime: s.arrivalTime,
        flyingMinutes: null,
        cabinClass: null,
        bookingCode: emptyToNull(s.bookingCode),
        equipment: null,
        codeShare: null,
        ...(s.correctedFields.length > 0 ? { arrivalCorrected: true } : {}),
      };
    }),
  );
  const items: AncillaryItem[] = data.ancillaryInfos.map((bag) => ({
    passengerRef: bag.passengerID,
    journeyRef: bag.journeyID,
    payBaggageType: bag.payBaggageType,
    pieces: bag.baggagePiece,
    weight: bag.baggageWeight,
    currency: bag.baggageCurrency,
    price: bag.baggagePrice,
    description: bag.description,
  }));
  const prices = items.map((item) => item.price);
  const readable = prices.every((price) => price !== null && /^-?\d+(\.\d+)?$/.test(price.trim()));
  const currency = items.find((item) => item.currency)?.currency ?? null;
  return {
    orderNum: data.ancillaryOrderNum,
    kind: 'ancillary',
    orderType: data.ancillaryOrderType,
    parentOrderNum: data.airOrderNum,
    status: { status: readOrderStatus(data.ancillaryOrderStatus, 'ancillary'), inferred: false },
    ancillary: { saleStage: data.saleStage, ancillaryType: data.ancillaryType },
    pnr: emptyToNull(data.pnr),
    payGate: emptyToNull(data.payGate),
    paySerialNum: emptyToNull(data.paySerialNum),
    lastTicketingTime: emptyToNull(data.lastTktTime),
    createdTime: emptyToNull(data.createTime),
    currency,
    amount: readable && prices.length > 0 ? addMoney(...prices.map((price) => moneyFrom(price as string))) : null,
    passengers: data.passengers.map((p, position) => ({
      passengerIndex: indexOf(p.passengerID, position),
      type: emptyToNull(p.psgType) ?? 'ADT',
      lastName: p.lastName,
      firstName: p.firstName,
      sex: emptyToNull(p.sex),
      birthday: emptyToNull(p.birthday),
      nationality: null,
      cardType: null,
      cardNum: null,
      cardExpiredDate: null,
    })),
    segments,
    ancillaryItems: items,
  };
}
