import { describe, expect, it } from 'vitest';
import { serviceTimeToMs } from '../../../electron/main/archive/orders/refund-board';
import { decodeSegments, encodeSegments } from '../../../electron/main/archive/orders/order-documents';
import { factsFromAncillary } from '../../../electron/main/desk/order-file/answers/ancillary-answer';
import { wireAncillaryOrder } from '../../../electron/main/wholesale/wire/ancillary';

describe("the service's request time", () => {
  it('reads Beijing wall-clock times (UTC+8) and ISO times with an offset', () => {
    expect(serviceTimeToMs('2026-11-21 09:34:44')).toBe(Date.UTC(2026, 10, 21, 1, 34, 44));
    expect(serviceTimeToMs('2026-11-21T09:34:44+08:00')).toBe(Date.UTC(2026, 10, 21, 1, 34, 44));
    expect(serviceTimeToMs('soon')).toBeNull();
  });
});

describe('ancillary journey segments', () => {
  it("detects the sample's swapped arrival date and time and puts them back; correct segments stay", () => {
    const segment = (arrivalDate: string, arrivalTime: string) => ({ airline: 'CA', departure: 'PEK', departureDate: '2026-12-01', departureTime: '08:00', arrival: 'LHR', arrivalDate, arrivalTime, flightNum: 'CA937', bookingCode: 'Y', segmentKey: 'k' });
    const read = (s: ReturnType<typeof segment>) => wireAncillaryOrder.parse({ ancillaryOrderNum: '917083410216785001', journeys: [{ journeyID: '1', segments: [s] }] }).journeys[0]!.segments[0]!;
    expect(read(segment('12:30', '2026-12-01'))).toMatchObject({ arrivalDate: '2026-12-01', arrivalTime: '12:30', correctedFields: ['arrivalDate', 'arrivalTime'] });
    expect(read(segment('2026-12-01', '12:30'))).toMatchObject({ arrivalDate: '2026-12-01', arrivalTime: '12:30', correctedFields: [] });
  });

  it('files the correction with the segment, so the screen can mark it; documents of other segments stay as they were', () => {
    const segment = (arrivalDate: string, arrivalTime: string) => ({ airline: 'CA', departure: 'PEK', departureDate: '2026-12-01', departureTime: '08:00', arrival: 'LHR', arrivalDate, arrivalTime, flightNum: 'CA937', bookingCode: 'Y', segmentKey: 'k' });
    const data = wireAncillaryOrder.parse({ ancillaryOrderNum: '917083410216785001', journeys: [{ journeyID: '1', segments: [segment('12:30', '2026-12-01'), segment('2026-12-01', '13:30')] }] });
    const [swapped, right] = factsFromAncillary(data).segments ?? [];
    expect(swapped).toMatchObject({ arrivalDate: '2026-12-01', arrivalTime: '12:30', arrivalCorrected: true });
    expect(right).not.toHaveProperty('arrivalCorrected');
    // The flag is a field appended to the segment document: a segment without it encodes as before (19 values).
    const [first, second] = JSON.parse(encodeSegments([swapped!, right!])) as unknown[][];
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(19);
    expect(decodeSegments(encodeSegments([swapped!, right!]))).toEqual([swapped, right]);
  });
});
