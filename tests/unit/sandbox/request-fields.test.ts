import { describe, expect, it } from 'vitest';
import { FieldProblem, optionalInteger, requireInteger, requireOrderNumber, requireString } from '../../../electron/sandbox/protocol/field-reader';
import { illegalField, missingField } from '../../../electron/sandbox/protocol/error-messages';

const problem = (run: () => unknown): [string, string] | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof FieldProblem) return [error.kind, error.field];
    throw error;
  }
};

describe('reading request fields', () => {
  it('integers accept numbers and numeric strings, nothing else', () => {
    expect(requireInteger({ adults: 1 }, 'adults')).toBe(1);
    expect(requireInteger({ adults: ' 2 ' }, 'adults')).toBe(2);
    expect(problem(() => requireInteger({ adults: 1.5 }, 'adults'))).toEqual(['illegal', 'adults']);
    expect(problem(() => requireInteger({ adults: 'two' }, 'adults'))).toEqual(['illegal', 'adults']);
    expect(problem(() => requireInteger({ adults: true }, 'adults'))).toEqual(['illegal', 'adults']);
    expect(problem(() => requireInteger({}, 'adults'))).toEqual(['missing', 'adults']);
    expect(problem(() => requireInteger({ adults: null }, 'adults'))).toEqual(['missing', 'adults']);
    expect(problem(() => optionalInteger({ nonstop: 2 }, 'nonstop', { min: 0, max: 1 }))).toEqual(['illegal', 'nonstop']);
  });

  it('strings accept plain numbers; an empty required string is missing', () => {
    expect(requireString({ flightNum: 813 }, 'flightNum')).toBe('813');
    expect(problem(() => requireString({ origin: '  ' }, 'origin'))).toEqual(['missing', 'origin']);
    expect(problem(() => requireString({ origin: {} }, 'origin'))).toEqual(['illegal', 'origin']);
  });

  it('order numbers stay strings; a JSON number only when it is a safe integer', () => {
    expect(requireOrderNumber({ orderNum: '917083410105919001' }, 'orderNum')).toBe('917083410105919001');
    expect(requireOrderNumber({ orderNum: 1012674912 }, 'orderNum')).toBe('1012674912');
    // An 18-digit number has already lost digits once parsed from JSON.
    expect(problem(() => requireOrderNumber({ orderNum: Number('917083410105919001') }, 'orderNum'))).toEqual(['illegal', 'orderNum']);
    expect(problem(() => requireOrderNumber({ orderNum: 'A1' }, 'orderNum'))).toEqual(['illegal', 'orderNum']);
  });

  it("each operation words P001/P002 after its own table", () => {
    expect(illegalField('shopping', 'adults')).toEqual({ code: 'P001', message: 'adults is illegal.' });
    expect(missingField('pricing', 'solutionId')).toEqual({ code: 'P002', message: 'solutionId is missing.' });
    expect(illegalField('ticketing', 'orderNum')).toEqual({ code: 'P001', message: 'wrong parameter' });
    expect(missingField('ticketing', 'orderNum')).toEqual({ code: 'P001', message: 'wrong parameter' });
    expect(missingField('refundRequest', 'orderNum')).toEqual({ code: 'P001', message: 'orderNum is missing' });
    expect(illegalField('refundRequest', 'orderNum')).toEqual({ code: 'P001', message: 'orderNum is illegal' });
    expect(missingField('checkReimbursed', 'orderNum')).toEqual({ code: 'P001', message: 'orderNum is illegal' });
  });
});
