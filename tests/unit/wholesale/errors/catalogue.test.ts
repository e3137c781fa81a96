import { describe, expect, it } from 'vitest';
import { textIn, wordAll } from '../../../../electron/contract/words';
import {
  CATALOGUE,
  DESK_ENTRIES,
  catalogueEntry,
  type CatalogueEntry,
} from '../../../../electron/main/wholesale/errors/catalogue';
import { ALL_OPERATIONS, ASSUMED_OPERATIONS, WHOLESALE_OPERATIONS, type WholesaleOperation } from '../../../../electron/main/wholesale/errors/operations';
import { SPEC_PART_7 } from './spec-part-7';

/** Words an agent should never have to decode (see the brief's tone: "sign" → "the partner key"). */
const JARGON = [
  /\bsign\b/i,
  /solutionid/i,
  /pnrList/,
  /allPaxOfOrder/,
  /errorCode|errorMsg/i,
  /\b(JSON|HTTP|API|null|endpoint|parameter)\b/i,
  /\bpartnerId\b/,
];

const SCREENS = ['Shopping', 'Pricing', 'Ticketing', 'Refunds', 'Reimbursements', 'Ancillaries', 'Orders', 'Settings'];

const allEntries = ALL_OPERATIONS.flatMap((operation) =>
  CATALOGUE[operation].map((entry) => ({ operation, entry })),
);

const withoutDesk = (operation: (typeof WHOLESALE_OPERATIONS)[number]): CatalogueEntry[] =>
  CATALOGUE[operation].filter((entry) => !DESK_ENTRIES[operation].includes(entry));

describe('error catalogue: part 7 of the spec', () => {
  it('has a table for every operation, and only for them; part 7 covers exactly the seven of the spec', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...ALL_OPERATIONS].sort());
    expect(Object.keys(SPEC_PART_7).sort()).toEqual([...WHOLESALE_OPERATIONS].sort());
  });

  describe.each(WHOLESALE_OPERATIONS)('%s', (operation) => {
    const rows = SPEC_PART_7[operation];

    it.each(rows.map((row) => [...row]))('lists %s "%s" with the spec condition', (code, message, condition) => {
      const entry = CATALOGUE[operation].find((candidate) => candidate.code === code && candidate.specMessage === message);
      expect(entry, `${operation} ${code} "${message}"`).toBeDefined();
      expect(entry?.condition).toBe(condition);
      expect(DESK_ENTRIES[operation]).not.toContain(entry);
    });

    it("keeps the spec's rows first, in the spec's order, and marks everything else as the desk's", () => {
      const specPart = withoutDesk(operation).map((entry) => [entry.code, entry.specMessage, entry.condition]);
      expect(specPart).toEqual(rows.map((row) => [...row]));
      expect(CATALOGUE[operation].slice(0, rows.length).map((entry) => entry.code)).toEqual(rows.map(([code]) => code));
    });
  });
});

describe("error catalogue: the desk's own codes", () => {
  const deskCodes = (operation: WholesaleOperation): string[] =>
    DESK_ENTRIES[operation].map((entry) => entry.code);

  it('gives ModifyOrderStatus (no table in the spec) its assumed codes', () => {
    expect(deskCodes('modifyOrderStatus')).toEqual(
      expect.arrayContaining(['B002', 'B003', 'S001', 'P001', 'P002', 'B010', 'B009', 'B024']),
    );
    expect(catalogueEntry('modifyOrderStatus', 'B010')?.specMessage).toBe('Order number not exist');
    expect(catalogueEntry('modifyOrderStatus', 'B009')?.specMessage).toBe('Order status is invalid');
    expect(catalogueEntry('modifyOrderStatus', 'B024')?.specMessage).toBe('Time-out, please try later.');
  });

  it('gives the booking path (assumed from public material) its codes, every one marked as assumed', () => {
    expect(deskCodes('preciseBooking')).toEqual(expect.arrayContaining(['B005', 'B006', 'B008', 'B011', 'B012', 'B017', 'B022', 'B028', 'B029', 'B065']));
    expect(deskCodes('orderPricing')).toEqual(expect.arrayContaining(['B009', 'B010', 'B112', 'B113', 'B114', 'B115', 'B116']));
    expect(deskCodes('cancel')).toEqual(expect.arrayContaining(['B009', 'B010', 'B041']));
    for (const operation of ASSUMED_OPERATIONS) {
      expect(CATALOGUE[operation]).toEqual(DESK_ENTRIES[operation]);
      for (const entry of CATALOGUE[operation].filter((e) => !['B002', 'B003'].includes(e.code))) {
        expect(entry.condition, `${operation} ${entry.code}`).toMatch(/assumed from public material, not in the specification/);
      }
    }
    // The same code, another meaning: a passenger's age in booking, the credit in Ticketing.
    expect(wordAll('en', catalogueEntry('preciseBooking', 'B022'))?.explanation).toMatch(/too old or too young/);
    expect(wordAll('en', catalogueEntry('ticketing', 'B022'))?.explanation).toMatch(/credit/);
    expect(catalogueEntry('preciseBooking', 'B006')?.specMessage).toBe('Reservation failed - Other. OrderNum is XXX');
  });

  it('answers an unknown ancillary order number with B037, beside the common codes', () => {
    expect(deskCodes('ancillaryOrderDetail')).toEqual(expect.arrayContaining(['S001', 'B002', 'B003', 'P001', 'P002']));
    expect(catalogueEntry('ancillaryOrderDetail', 'B037')?.specMessage).toBe('Order is not exist');
  });

  it('covers S001, B002, B003 and P001 on every operation, and P002 wherever it is a separate code', () => {
    for (const operation of ALL_OPERATIONS) {
      for (const code of ['S001', 'B002', 'B003', 'P001']) {
        expect(catalogueEntry(operation, code), `${operation} ${code}`).toBeDefined();
      }
    }
    for (const operation of ['shopping', 'precisePricing', 'modifyOrderStatus', 'ancillaryOrderDetail', ...ASSUMED_OPERATIONS] as const) {
      expect(catalogueEntry(operation, 'P002'), operation).toBeDefined();
    }
  });

  it('covers B035 on every operation (part 8: the concurrency limit applies to all operations)', () => {
    for (const operation of ALL_OPERATIONS) {
      expect(catalogueEntry(operation, 'B035')?.specMessage, operation).toBe('Concurrency limited.');
    }
  });

  it('lists no code twice with the same message', () => {
    for (const operation of ALL_OPERATIONS) {
      const keys = CATALOGUE[operation].map((entry) => `${entry.code} ${entry.specMessage}`);
      expect(new Set(keys).size, operation).toBe(keys.length);
    }
  });
});

describe('error catalogue: the words agents read', () => {
  it.each(allEntries.map(({ operation, entry }) => [operation, entry.code, entry]))(
    '%s %s has its own explanation and next step',
    (_operation, _code, entry) => {
      for (const text of [textIn('en', entry.explanation), textIn('en', entry.nextStep)]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(entry.specMessage);
        expect(text).toMatch(/^[A-Z"]/);
        expect(text).toMatch(/[.)]$/);
        expect(text.length).toBeLessThanOrEqual(140);
        for (const word of JARGON) expect(text, `${word}`).not.toMatch(word);
      }
      expect(textIn('en', entry.explanation)).not.toBe(textIn('en', entry.nextStep));
      expect(['safe', 'after-wait', 'no']).toContain(entry.retry);
      expect(entry.condition.trim()).not.toBe('');
    },
  );

  it.each(allEntries.map(({ operation, entry }) => [operation, entry.code, textIn('en', entry.nextStep)]))(
    '%s %s: the next step names a desk screen or an action',
    (_operation, _code, nextStep) => {
      const namesScreen = SCREENS.some((screen) => nextStep.includes(screen));
      expect(namesScreen || /\b(search|shop|price|pay|submit|try|check|wait)\b/i.test(nextStep)).toBe(true);
    },
  );

  it('matches the examples of the brief', () => {
    expect(wordAll('en', catalogueEntry('shopping', 'B002'))).toMatchObject({
      explanation: 'The service does not know this partner id.',
      nextStep: 'Check the partner id of the active profile in Settings (it is case-sensitive), or switch profile.',
    });
    expect(wordAll('en', catalogueEntry('ticketing', 'B003'))).toMatchObject({
      explanation: 'The partner key does not match the partner id.',
      nextStep: 'Re-enter the partner key of the active profile in Settings.',
    });
    expect(wordAll('en', catalogueEntry('ticketing', 'B024'))).toMatchObject({
      explanation: 'This order is already paid: the service never charges twice.',
      nextStep: 'Nothing to do: check the order in Orders; ticket numbers follow when it is issued.',
      retry: 'no',
    });
    expect(catalogueEntry('shopping', 'B024')?.retry).toBe('after-wait');
    expect(catalogueEntry('precisePricing', 'B024')?.retry).toBe('after-wait');
  });

  it('cannot be changed by a caller', () => {
    const entry = catalogueEntry('shopping', 'B002');
    expect(Object.isFrozen(CATALOGUE)).toBe(true);
    expect(Object.isFrozen(CATALOGUE.shopping)).toBe(true);
    expect(entry && Object.isFrozen(entry)).toBe(true);
  });
});

describe('catalogueEntry', () => {
  it('finds a code whatever its casing and surrounding spaces', () => {
    expect(catalogueEntry('precisePricing', 'B068')?.code).toBe('B068');
    expect(catalogueEntry('precisePricing', ' b068 ')?.code).toBe('B068');
  });

  it('looks codes up per operation', () => {
    expect(catalogueEntry('shopping', 'B068')).toBeUndefined();
    expect(catalogueEntry('checkReimbursed', 'B141')?.specMessage).toBe('Order is not a refund order.');
    expect(catalogueEntry('refundRequest', 'B141')).toBeUndefined();
  });

  it("returns the spec's own row where an operation lists a code twice", () => {
    expect(catalogueEntry('refundRequest', 'P001')?.specMessage).toBe('xxx is illegal');
    expect(catalogueEntry('ticketing', 'B024')?.specMessage).toBe('Order has been paid');
  });

  it('answers undefined for unknown codes, empty codes and unknown operations', () => {
    expect(catalogueEntry('shopping', 'Z999')).toBeUndefined();
    expect(catalogueEntry('shopping', '')).toBeUndefined();
    expect(catalogueEntry('nonsense' as never, 'B002')).toBeUndefined();
    expect(catalogueEntry('toString' as never, 'B002')).toBeUndefined();
  });
});
