import { describe, expect, it } from 'vitest';
import { AGE_RULE, ageOn, birthdayRange, fitsPassengerType } from '../../../electron/contract/domains/passenger-ages';
import { DOCUMENT_RULE, createTestOrderSchema, documentsRequired, testOrderSchemaFor } from '../../../electron/contract/domains/booking';
import { issuesFromZod } from '../../../electron/contract/validation';

const passenger = (over: Record<string, unknown> = {}) => ({ type: 'ADT', lastName: 'Wang', firstName: 'Lei', birthday: '1985-03-04', sex: 'M', ...over });
const issues = (input: unknown, travelDate = '2026-12-12') => {
  const parsed = testOrderSchemaFor(travelDate).safeParse(input);
  return parsed.success ? [] : issuesFromZod(parsed.error);
};

describe('test order input', () => {
  it('reports an empty name once, as required (not also as "not Latin letters")', () => {
    const found = issues({ pricedOfferId: 'p-1', passengers: [passenger(), passenger({ lastName: '', firstName: '  ' })] });
    expect(found).toEqual([
      { field: 'passengers.1.lastName', rule: 'min 1', message: 'passengers.1.lastName is required.' },
      { field: 'passengers.1.firstName', rule: 'min 1', message: 'passengers.1.firstName is required.' },
    ]);
  });

  it('refuses names in other scripts, with the passport rule', () => {
    expect(issues({ pricedOfferId: 'p-1', passengers: [passenger({ lastName: '王' })] })).toEqual([
      expect.objectContaining({ field: 'passengers.0.lastName', message: 'passengers.0.lastName must be written in Latin letters, as in the passport.' }),
    ]);
  });

  it('reports an empty birthday as required and a non-date once', () => {
    expect(issues({ pricedOfferId: 'p-1', passengers: [passenger({ birthday: '' })] }).map((i) => i.message)).toEqual(['passengers.0.birthday is required.']);
    expect(issues({ pricedOfferId: 'p-1', passengers: [passenger({ birthday: '31/01/1990' })] }).map((i) => i.message)).toEqual(['passengers.0.birthday must be a date as yyyy-MM-dd.']);
  });

  it('checks each birthday against its passenger type on the travel date', () => {
    const found = issues({ pricedOfferId: 'p-1', passengers: [passenger(), passenger({ type: 'CHD', birthday: '1990-01-31' }), passenger({ type: 'INF', birthday: '2024-12-11' })] }, '2026-12-12');
    expect(found).toEqual([
      { field: 'passengers.1.birthday', rule: AGE_RULE, message: 'A passenger of type CHD must be 2 to 11 years old on the travel date 2026-12-12; born 1990-01-31, this passenger is 36 then.' },
      { field: 'passengers.2.birthday', rule: AGE_RULE, message: 'A passenger of type INF must be under 2 on the travel date 2026-12-12; born 2024-12-11, this passenger is 2 then.' },
    ]);
  });

  it('words the age problem by code, so a Chinese screen reads it in Chinese (one not yet born too)', () => {
    const parsed = testOrderSchemaFor('2026-12-12').safeParse({ pricedOfferId: 'p-1', passengers: [passenger({ birthday: '2027-01-01' }), passenger({ type: 'CHD', birthday: '1990-01-31' })] });
    const chinese = parsed.success ? [] : issuesFromZod(parsed.error, 'zh-CN').map((issue) => issue.message);
    expect(chinese).toEqual([
      'ADT 类型的乘客在出行日期 2026-12-12 必须12 岁或以上；此乘客生于 2027-01-01，届时尚未出生。',
      'CHD 类型的乘客在出行日期 2026-12-12 必须2 到 11 岁；此乘客生于 1990-01-31，届时36 岁。',
    ]);
  });

  it('reports age problems beside problems in other fields', () => {
    const found = issues({ pricedOfferId: 'p-1', passengers: [passenger({ lastName: '' }), passenger({ type: 'CHD', birthday: '1990-01-31' })] });
    expect(found.map((i) => i.field)).toEqual(['passengers.0.lastName', 'passengers.1.birthday']);
  });

  it('asks for confirmation only through `another`, false unless given', () => {
    expect(createTestOrderSchema.parse({ pricedOfferId: 'p-1', passengers: [passenger()] }).another).toBe(false);
  });
});

describe('travel documents (nationality, cardType, cardNum, cardExpiredDate)', () => {
  const documented = (over: Record<string, unknown> = {}) => passenger({ nationality: 'GB', cardType: 'P', cardNum: 'E1234567', cardExpiredDate: '2031-05-20', ...over });
  const checked = (passengers: unknown[], required: boolean) => {
    const parsed = testOrderSchemaFor('2026-12-12', { documentsRequired: required }).safeParse({ pricedOfferId: 'p-1', passengers });
    return parsed.success ? [] : issuesFromZod(parsed.error);
  };

  it('are required only where pricing says the offer cannot be booked without them (bookingWithoutCard 0)', () => {
    expect(documentsRequired(0)).toBe(true);
    expect(documentsRequired(1)).toBe(false);
    expect(documentsRequired(null)).toBe(false);
  });

  it('when required, names every missing (or empty) field of every passenger, with the B065 rule', () => {
    expect(checked([passenger(), documented({ cardNum: '  ' })], true)).toEqual([
      { field: 'passengers.0.cardType', rule: DOCUMENT_RULE, message: 'passengers.0.cardType is required.' },
      { field: 'passengers.0.cardNum', rule: DOCUMENT_RULE, message: 'passengers.0.cardNum is required.' },
      { field: 'passengers.0.nationality', rule: DOCUMENT_RULE, message: 'passengers.0.nationality is required.' },
      { field: 'passengers.0.cardExpiredDate', rule: DOCUMENT_RULE, message: 'passengers.0.cardExpiredDate is required.' },
      { field: 'passengers.1.cardNum', rule: DOCUMENT_RULE, message: 'passengers.1.cardNum is required.' },
    ]);
    expect(checked([documented()], true)).toEqual([]);
  });

  it('when not required, may be left out or empty', () => {
    expect(checked([passenger(), passenger({ nationality: '', cardType: '', cardNum: '', cardExpiredDate: '' })], false)).toEqual([]);
  });

  it('are checked for their format whenever given, one problem per field', () => {
    const messages = (over: Record<string, unknown>) => checked([documented(over)], false).map((issue) => issue.message);
    expect(messages({ nationality: 'gb' })).toEqual(['passengers.0.nationality must be two capital letters (a country code, e.g. GB).']);
    expect(messages({ nationality: 'GBR' })).toEqual(['passengers.0.nationality must be two capital letters (a country code, e.g. GB).']);
    expect(messages({ cardType: 'X' })).toEqual(['passengers.0.cardType must be P (passport), N (national id) or O (other).']);
    expect(messages({ cardNum: 'E123-456' })).toEqual(['passengers.0.cardNum must be letters and digits only.']);
    expect(messages({ cardNum: 'E12' })).toEqual(['passengers.0.cardNum must be 5 to 20 characters.']);
    expect(messages({ cardNum: 'E'.repeat(21) })).toEqual(['passengers.0.cardNum must be 5 to 20 characters.']);
    expect(messages({ cardExpiredDate: '20/05/2031' })).toEqual(['passengers.0.cardExpiredDate must be a date as yyyy-MM-dd.']);
    expect(messages({ cardExpiredDate: '2031-02-30' })).toEqual(['passengers.0.cardExpiredDate must be a real calendar date.']);
  });

  it('must still be valid after the travel date', () => {
    expect(checked([documented({ cardExpiredDate: '2026-12-12' })], true).map((issue) => issue.message)).toEqual(['passengers.0.cardExpiredDate must be after the travel date (2026-12-12).']);
    expect(checked([documented({ cardExpiredDate: '2026-12-13' })], true)).toEqual([]);
  });
});

describe('passenger ages on the travel date (ADT 12+, CHD 2–11, INF under 2)', () => {
  it('counts completed years', () => {
    expect(ageOn('2014-12-12', '2026-12-12')).toBe(12);
    expect(ageOn('2014-12-13', '2026-12-12')).toBe(11);
    expect(ageOn('2012-02-29', '2014-02-28')).toBe(1);
    expect(ageOn('2012-02-29', '2014-03-01')).toBe(2);
  });

  it.each([
    ['ADT', '2014-12-12', true],
    ['ADT', '2014-12-13', false],
    ['CHD', '2014-12-13', true],
    ['CHD', '2014-12-12', false],
    ['CHD', '2024-12-12', true],
    ['CHD', '2024-12-13', false],
    ['INF', '2024-12-13', true],
    ['INF', '2026-12-12', true],
    ['INF', '2026-12-13', false],
  ] as const)('%s born %s on 2026-12-12: %s', (type, birthday, fits) => {
    expect(fitsPassengerType(type, birthday, '2026-12-12')).toBe(fits);
  });

  it('states the birthday range of each type, consistent with the check', () => {
    expect(birthdayRange('ADT', '2026-12-12')).toEqual({ earliest: null, latest: '2014-12-12' });
    expect(birthdayRange('CHD', '2026-12-12')).toEqual({ earliest: '2014-12-13', latest: '2024-12-12' });
    expect(birthdayRange('INF', '2026-12-12')).toEqual({ earliest: '2024-12-13', latest: '2026-12-12' });
    expect(birthdayRange('CHD', '2028-02-29')).toEqual({ earliest: '2016-03-01', latest: '2026-02-28' });
    for (const type of ['ADT', 'CHD', 'INF'] as const) {
      const { earliest, latest } = birthdayRange(type, '2028-02-29');
      expect(fitsPassengerType(type, latest, '2028-02-29')).toBe(true);
      if (earliest) expect(fitsPassengerType(type, earliest, '2028-02-29')).toBe(true);
    }
  });
});
