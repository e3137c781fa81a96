import { describe, expect, it } from 'vitest';
import type { OfferSnapshot } from '../../../electron/contract/domains/pricing';
import type { CompactSegment, PassengerPrice } from '../../../electron/contract/domains/shopping';
import { bookingRequestFor } from '../../../electron/main/desk/booking/booking-request';

const segment = (flightNumber: string, from: string, to: string, bookingCode: string): CompactSegment => ({
  airline: 'CA', flightNumber, codeshare: false, operatingAirline: null, operatingFlightNumber: null, from, to, fromTerminal: null, toTerminal: null,
  departDate: '2026-12-20', departTime: '09:00', arriveDate: '2026-12-20', arriveTime: '11:10', flyingMinutes: 130, equipment: null, cabin: 'ECONOMY',
  bookingCode, seatsLeft: 4, fareBasis: null, stopover: null,
});
const price = (fare: string, tax: string): PassengerPrice => ({ fare, tax, qCharge: '0.00', ticketingFee: '5.00', platformServiceFee: '0.00', merchantFee: '0.00', total: '0' });
const priced: OfferSnapshot = {
  solutionId: 'PRICED/id+==',
  journeys: [{ segments: [segment('1501', 'PEK', 'SHA', 'B')], journeyMinutes: 130, transfers: 0 }, { segments: [segment('1502', 'SHA', 'PEK', 'SL')], journeyMinutes: 130, transfers: 0 }],
  fareType: 'PRIVATE', platingCarrier: 'CA', virtualInterlining: false,
  price: { currency: 'CNY', perPassenger: { ADT: price('1100.00', '70.00'), INF: price('110.00', '0.00') }, total: '2390.00', perAdult: '1175.00' },
  baggage: {}, rules: {}, lastTicketingTime: '2026-12-18 12:00:00',
};

describe('PreciseBooking request from a priced offer', () => {
  it('restates the re-issued solutionId, the priced fares and the priced segments in local times with their booking codes', () => {
    const request = bookingRequestFor(priced, [{ type: 'ADT', lastName: 'wang', firstName: ' lei ', birthday: '1985-03-04', sex: 'M' }], { email: 'agent@example.com', telNum: '+8613800138000' });
    expect(request.solutionId).toBe('PRICED/id+==');
    expect(request.fares).toEqual({ adtFare: '1100.00', adtTax: '70.00', infFare: '110.00', infTax: '0.00' });
    expect(request.journeys).toEqual({
      journey_0: [{ airline: 'CA', flightNum: '1501', departure: 'PEK', arrival: 'SHA', departureDate: '2026-12-20', departureTime: '09:00', arrivalDate: '2026-12-20', arrivalTime: '11:10', bookingCode: 'B' }],
      journey_1: [expect.objectContaining({ flightNum: '1502', bookingCode: 'SL' })],
    });
    expect(request.passengers).toEqual([{ passengerIndex: 1, psgType: 'ADT', lastName: 'WANG', firstName: 'LEI', birthday: '1985-03-04', sex: 'M' }]);
    expect(request.contact).toEqual({ name: 'WANG/LEI', email: 'agent@example.com', mobile: '+8613800138000' });
  });

  it('orders adults, children, infants; each infant on the lap of the adult at the same position among adults', () => {
    const request = bookingRequestFor(
      priced,
      [
        { type: 'INF', lastName: 'Li', firstName: 'Bao', birthday: '2026-01-01', sex: 'F' },
        { type: 'ADT', lastName: 'Li', firstName: 'Ming', birthday: '1980-01-01', sex: 'M' },
        { type: 'CHD', lastName: 'Li', firstName: 'Xiao', birthday: '2018-01-01', sex: 'F' },
        { type: 'ADT', lastName: 'Li', firstName: 'Hua', birthday: '1982-01-01', sex: 'F' },
        { type: 'INF', lastName: 'Li', firstName: 'Xin', birthday: '2026-02-01', sex: 'M' },
      ],
      { email: 'a@example.com', telNum: '13800138000' },
    );
    expect(request.passengers.map((p) => [p.passengerIndex, p.psgType, p.firstName, p.associatedPassengerIndex])).toEqual([
      [1, 'ADT', 'MING', undefined],
      [2, 'ADT', 'HUA', undefined],
      [3, 'CHD', 'XIAO', undefined],
      [4, 'INF', 'BAO', 1],
      [5, 'INF', 'XIN', 2],
    ]);
    expect(request.contact.name).toBe('LI/MING');
  });

  it('sends each passenger\u2019s travel document as typed (number and nationality in capitals), and leaves out empty fields', () => {
    const request = bookingRequestFor(
      priced,
      [
        { type: 'ADT', lastName: 'Smith', firstName: 'John', birthday: '1985-03-04', sex: 'M', cardType: 'P', cardNum: ' e1234567 ', nationality: 'gb', cardExpiredDate: '2031-05-20' },
        { type: 'ADT', lastName: 'Wang', firstName: 'Lei', birthday: '1986-03-04', sex: 'M', cardType: '', cardNum: '', nationality: '', cardExpiredDate: '' },
      ],
      { email: 'a@example.com', telNum: '13800138000' },
    );
    expect(request.passengers[0]).toMatchObject({ cardType: 'P', cardNum: 'E1234567', nationality: 'GB', cardExpiredDate: '2031-05-20' });
    expect(request.passengers[1]).not.toHaveProperty('cardType');
    expect(request.passengers[1]).not.toHaveProperty('cardNum');
    expect(request.passengers[1]).not.toHaveProperty('nationality');
    expect(request.passengers[1]).not.toHaveProperty('cardExpiredDate');
  });
});
