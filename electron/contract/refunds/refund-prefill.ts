import type { RefundForm, RefundPassengerForm, RefundSegmentForm } from './refund-form';

/**
 * What the refund form needs of an order from the order file (a structural subset of the file's
 * FiledOrder, so the file's order is passed as it is).
 */
export interface RefundableOrder {
  orderNum: string;
  pnr: string | null;
  airPnr: string | null;
  contact: { name: string | null; email: string | null; telNum: string | null } | null;
  passengers: readonly {
    passengerIndex: number;
    type: string;
    lastName: string;
    firstName: string;
    sex: string | null;
    birthday: string | null;
    cardType: string | null;
    cardNum: string | null;
  }[];
  segments: readonly {
    segmentNo: number;
    journeyIndex: number;
    airline: string;
    flightNum: string;
    departure: string;
    arrival: string;
    departureDate: string | null;
    departureTime: string | null;
    cabinClass: string | null;
    bookingCode: string | null;
  }[];
  tickets: readonly { passengerIndex: number; segmentNo: number | null; ticketNum: string }[];
}

/**
 * The refund form prefilled from the order file: every segment (numbered from 1, as RefundRequest
 * wants) with airports, flight, cabin, booking code, PNR and airline PNR; every passenger with
 * names, sex, birthday, document and a ticket number per segment; the contact from the order.
 * What the file lacks stays empty, and the form marks it until the agent fills it in. Nothing is
 * selected yet, and type and reason are the agent's deliberate choice.
 */
export function formFromOrder(order: RefundableOrder): RefundForm {
  const ordered = [...order.segments].sort((a, b) => a.segmentNo - b.segmentNo);
  // RefundRequest numbers segments from 1: a file that numbered them otherwise is renumbered in order.
  const numbering = ordered.every((segment, index) => segment.segmentNo === index + 1) ? null : new Map(ordered.map((segment, index) => [segment.segmentNo, index + 1]));
  const numberOf = (segmentNo: number): number => numbering?.get(segmentNo) ?? segmentNo;

  const segments: RefundSegmentForm[] = ordered.map((segment) => ({
    segmentNo: numberOf(segment.segmentNo),
    journeyIndex: segment.journeyIndex,
    airline: segment.airline,
    flightNum: segment.flightNum,
    departure: segment.departure,
    arrival: segment.arrival,
    departureDate: segment.departureDate ?? '',
    departureTime: segment.departureTime ?? '',
    cabinClass: segment.cabinClass ?? '',
    bookingCode: segment.bookingCode ?? '',
    pnr: order.pnr ?? '',
    airPnr: order.airPnr ?? '',
  }));

  const passengers: RefundPassengerForm[] = [...order.passengers]
    .sort((a, b) => a.passengerIndex - b.passengerIndex)
    .map((passenger) => {
      const own = order.tickets.filter((ticket) => ticket.passengerIndex === passenger.passengerIndex);
      const unplaced = own.filter((ticket) => ticket.segmentNo === null);
      return {
        passengerIndex: passenger.passengerIndex,
        type: passenger.type,
        lastName: passenger.lastName,
        firstName: passenger.firstName,
        sex: (passenger.sex ?? '').toUpperCase(),
        birthday: passenger.birthday ?? '',
        cardType: passenger.cardType ?? '',
        cardNum: passenger.cardNum ?? '',
        tickets: ordered.map((segment) => {
          const placed = own.find((ticket) => ticket.segmentNo === segment.segmentNo);
          // A ticket the file could not place on a segment is used only when it is the only one.
          const ticketNum = placed?.ticketNum ?? (unplaced.length === 1 ? unplaced[0]?.ticketNum : undefined) ?? '';
          return { segmentNo: numberOf(segment.segmentNo), ticketNum };
        }),
      };
    });

  return {
    wholeOrder: false,
    cells: [],
    refundType: null,
    refundReason: null,
    contactPerson: order.contact?.name ?? '',
    email: order.contact?.email ?? '',
    telNum: order.contact?.telNum ?? '',
    refundPricingId: '',
    cancelledBeforeDeparture: false,
    passengers,
    segments,
  };
}
