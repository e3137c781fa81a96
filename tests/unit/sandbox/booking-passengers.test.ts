import { describe, expect, it } from 'vitest';
import { readBookingPassengers } from '../../../electron/sandbox/orders/booking-passengers';
import { ageOn } from '../../../electron/sandbox/orders/booking-rules';
import { FieldProblem } from '../../../electron/sandbox/protocol/field-reader';

const adult = { psgType: 'adt', lastName: 'Lin', firstName: 'Xiao Mei', birthday: '1985-07-08', sex: 'f' };

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof FieldProblem) return `${error.field} is ${error.kind}`;
    throw error;
  }
  return 'no problem';
}

describe('reading booking passengers', () => {
  it('upper-cases names and codes, numbers passengers by position, and reads "" as absent', () => {
    const [passenger] = readBookingPassengers([{ ...adult, nationality: '', cardType: 'p', cardNum: '', cardExpiredDate: null }]);
    expect(passenger).toMatchObject({ passengerIndex: 1, psgType: 'ADT', lastName: 'LIN', firstName: 'XIAO MEI', sex: 'F', nationality: '', cardType: 'P', cardNum: null, cardExpiredDate: null, associatedPassengerIndex: null });
  });

  it('orders by passengerIndex when every passenger has one (numeric strings included)', () => {
    const read = readBookingPassengers([{ ...adult, firstName: 'B', passengerIndex: '2' }, { ...adult, firstName: 'A', passengerIndex: 1 }]);
    expect(read.map((p) => `${p.passengerIndex}${p.firstName}`)).toEqual(['1A', '2B']);
  });

  it.each([
    [[{ ...adult, passengerIndex: 1 }, adult], 'passengerIndex is illegal'],
    [[{ ...adult, passengerIndex: 1 }, { ...adult, passengerIndex: 1 }], 'passengerIndex is illegal'],
    [[{ ...adult, passengerIndex: 3 }], 'passengerIndex is illegal'],
    [[{ ...adult, lastName: '林' }], 'lastName is illegal'],
    [[{ ...adult, birthday: '1985-02-30' }], 'birthday is illegal'],
    [[{ ...adult, nationality: 'CHN' }], 'nationality is illegal'],
    [[{ ...adult, cardExpiredDate: '2031/01/01' }], 'cardExpiredDate is illegal'],
    [[{ ...adult, sex: undefined }], 'sex is missing'],
    [['not a passenger'], 'passengers is illegal'],
  ])('names the field: %j → %s', (items, expected) => {
    expect(problem(() => readBookingPassengers(items))).toBe(expected);
  });
});

describe('ages', () => {
  it('counts whole years up to the day before the birthday', () => {
    expect(ageOn('2014-06-15', '2026-06-14')).toBe(11);
    expect(ageOn('2014-06-15', '2026-06-15')).toBe(12);
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
  });
});
