import { describe, expect, it } from 'vitest';
import type { FiledPassenger, FiledSegment } from '../../../electron/contract/domains/orders';
import { decodePassengers, decodeSegments, decodeTickets, DOCUMENT_FIELDS, encodePassengers, encodeSegments, encodeTickets } from '../../../electron/main/archive/orders/order-documents';

// Every field set to a value of its own, so a field written in the wrong place is seen.
const passenger: FiledPassenger = {
  passengerIndex: 2, type: 'CHD', lastName: 'MÜLLER', firstName: 'ANNA', sex: 'F', birthday: '2016-05-01', nationality: 'DE',
  cardType: 'PP', cardNum: 'C01X00T47', cardExpiredDate: '2031-01-31',
};
const segment: FiledSegment = {
  segmentNo: 3, journeyIndex: 1, airline: 'CA', flightNum: 'CA1501', operatingAirline: 'ZH', operatingFlightNum: 'ZH4501', departure: 'PEK',
  arrival: 'SHA', departureTerminal: 'T3', arrivalTerminal: 'T2', departureDate: '2026-12-01', departureTime: '08:05', arrivalDate: '2026-12-01',
  arrivalTime: '10:20', flyingMinutes: 135, cabinClass: 'Y', bookingCode: 'B', equipment: '789', codeShare: true, arrivalCorrected: true,
};

describe('the documents kept in an order row', () => {
  it('writes a passenger as its values in the order of the passenger field list', () => {
    const [row] = JSON.parse(encodePassengers([passenger])) as unknown[][];
    expect(row).toEqual(DOCUMENT_FIELDS.passenger.map((field) => passenger[field]));
  });

  it('writes a segment as its values in the order of the segment field list', () => {
    const [row] = JSON.parse(encodeSegments([segment])) as unknown[][];
    expect(row).toEqual(DOCUMENT_FIELDS.segment.map((field) => segment[field]));
  });

  it('leaves an unset optional segment field out, so older documents encode the same', () => {
    const { arrivalCorrected: _unset, ...older } = segment;
    const [row] = JSON.parse(encodeSegments([older, { ...older, arrivalCorrected: null }])) as unknown[][];
    expect(row).toHaveLength(DOCUMENT_FIELDS.segment.length - 1);
    expect(decodeSegments(encodeSegments([older]))).toEqual([older]);
  });

  it('reads back what it wrote', () => {
    expect(decodePassengers(encodePassengers([passenger, { ...passenger, passengerIndex: 1, sex: null }]))).toEqual([passenger, { ...passenger, passengerIndex: 1, sex: null }]);
    expect(decodeSegments(encodeSegments([segment]))).toEqual([segment]);
  });

  it('groups tickets by passenger and number, keeping each ticket’s segments', () => {
    const tickets = [
      { passengerIndex: 1, ticketNum: '784-1802058883', segmentNo: 1 },
      { passengerIndex: 2, ticketNum: '784-1802058884', segmentNo: 1 },
      { passengerIndex: 1, ticketNum: '784-1802058883', segmentNo: 2 },
      { passengerIndex: 3, ticketNum: '784-1802058885', segmentNo: null },
    ];
    expect(JSON.parse(encodeTickets(tickets))).toEqual([
      [1, '784-1802058883', [1, 2]],
      [2, '784-1802058884', [1]],
      [3, '784-1802058885', []],
    ]);
    expect(decodeTickets(encodeTickets(tickets))).toEqual([tickets[0], tickets[2], tickets[1], tickets[3]]);
  });
});
