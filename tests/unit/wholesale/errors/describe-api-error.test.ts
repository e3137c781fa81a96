import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../electron/main/wholesale/errors/catalogue';
import { textIn, wordAll } from '../../../../electron/contract/words';
import { describeApiError as describeApiErrorSent } from '../../../../electron/main/wholesale/errors/describe-api-error';
import { ASSUMED_OPERATIONS, WHOLESALE_OPERATIONS } from '../../../../electron/main/wholesale/errors/operations';

/** The error as the screen reads it: its wordings worded in English, as the renderer's bridge does. */
const describeApiError = (...args: Parameters<typeof describeApiErrorSent>) => wordAll('en', describeApiErrorSent(...args));

describe('describeApiError: known codes', () => {
  it('returns the typed error with the raw message and the catalogue words', () => {
    expect(describeApiError('precisePricing', 'B068', 'The segment detail is different between solutionid field and journey field.')).toEqual({
      kind: 'api',
      operation: 'precisePricing',
      code: 'B068',
      message: 'The segment detail is different between solutionid field and journey field.',
      explanation: 'The flights sent for pricing no longer match the offer that was shopped.',
      nextStep: 'Shop again and price the new offer.',
    });
  });

  it('keeps the message exactly as the service sent it, even when it differs from the spec', () => {
    const error = describeApiError('ticketing', 'B002', 'Partner is not exists.');
    expect(error.message).toBe('Partner is not exists.');
    expect(error.explanation).toBe('The service does not know this partner id.');
  });

  it("falls back to the spec's message when the service sent none", () => {
    expect(describeApiError('precisePricing', 'B002', undefined).message).toBe('Partner does not exists.');
    expect(describeApiError('ticketing', 'B002', '').message).toBe('Partner is not exists');
    expect(describeApiError('shopping', 'B035', '  ').message).toBe('Concurrency limited.');
  });

  it('matches codes whatever their casing and surrounding spaces, and answers the catalogue spelling', () => {
    for (const sent of ['B068', 'b068', ' B068', 'B068\n', '\tb068 ']) {
      const error = describeApiError('precisePricing', sent, 'x');
      expect(error.code).toBe('B068');
      expect(error.nextStep).toBe('Shop again and price the new offer.');
    }
  });
});

describe('describeApiError: placeholders filled in by the service', () => {
  it('names the field of P001 and P002', () => {
    const illegal = describeApiError('shopping', 'P001', 'cabinClass is illegal.');
    expect(illegal.explanation).toContain('cabinClass');
    expect(illegal.explanation).toBe('The service did not accept the cabin (cabinClass).');
    expect(illegal.message).toBe('cabinClass is illegal.');

    const missing = describeApiError('shopping', 'P002', 'adults is missing.');
    expect(missing.explanation).toBe('The request was sent without the number of adults (adults).');
  });

  it('names a field the desk has no plain name for as it came', () => {
    expect(describeApiError('precisePricing', 'P001', 'fooBar is illegal.').explanation).toBe(
      'The service did not accept the field "fooBar".',
    );
    expect(describeApiError('shopping', 'P001', 'searchAirLegs[0].departureDate is illegal.').explanation).toBe(
      'The service did not accept the departure date (searchAirLegs[0].departureDate).',
    );
  });

  it("tells RefundRequest's two P001 messages apart", () => {
    const missing = describeApiError('refundRequest', 'P001', 'telNum is missing');
    expect(missing.explanation).toBe('The request was sent without the phone number (telNum).');
    expect(missing.nextStep).toBe('Complete the refund in Refunds and submit again.');
    const illegal = describeApiError('refundRequest', 'P001', 'birthday is illegal');
    expect(illegal.explanation).toBe('The service did not accept the date of birth (birthday).');
  });

  it('keeps the general explanation when the placeholder came back unfilled or the message is different', () => {
    expect(describeApiError('shopping', 'P001', 'XXX is illegal.').explanation).toBe(
      'The service did not accept one of the search details.',
    );
    expect(describeApiError('shopping', 'P001', 'Something else entirely').explanation).toBe(
      'The service did not accept one of the search details.',
    );
    expect(describeApiError('ticketing', 'P001', 'wrong parameter').explanation).toContain('payment details');
  });

  it('names the code B039 could not find', () => {
    expect(describeApiError('shopping', 'B039', "Can't find the related data of PEKX.").explanation).toBe(
      'The platform does not recognise "PEKX" (an airport, city, country or airline code).',
    );
  });

  it('surfaces the latest ticketing time of B026, tidy whatever the spacing', () => {
    const expected = 'The latest ticketing time of this fare, 2026-12-01 12:00:00, leaves too little time to issue a ticket.';
    expect(describeApiError('precisePricing', 'B026', 'LatestTktTime: 2026-12-01 12:00:00.').explanation).toBe(expected);
    // The spec's template spacing, which the sandbox reproduces literally.
    expect(describeApiError('precisePricing', 'B026', 'LatestTktTime: 2026-12-01 12 : 00: 00.').explanation).toBe(expected);
    expect(describeApiError('precisePricing', 'B026', 'LatestTktTime: 2026-12-01T12:00').explanation).toContain(
      '2026-12-01 12:00',
    );
    expect(describeApiError('precisePricing', 'B026', 'LatestTktTime: tomorrow noon.').explanation).toContain('tomorrow noon');
    expect(describeApiError('precisePricing', 'B026', 'LatestTktTime: yyyy-mm-dd hh : mm: ss.').explanation).toBe(
      "Too little time is left before this fare's latest ticketing time to issue a ticket.",
    );
    expect(describeApiError('precisePricing', 'B026', 'LatestTktTime: 2026-12-01 12:00:00.').nextStep).toBe(
      'Shop again and choose a later flight or another fare.',
    );
  });

  it('surfaces the passenger of B134, the order of B146 and the quote of B149', () => {
    const b134 = describeApiError('refundRequest', 'B134', 'Refund is not applicable for passenger ZHANG/SAN');
    expect(b134.explanation).toBe('ZHANG/SAN already has a refund or void, in progress or completed, for these flights.');
    expect(describeApiError('refundRequest', 'B134', 'Refund is not applicable for passenger [LI/SI MS]').explanation).toContain(
      'LI/SI MS already has',
    );
    const b146 = describeApiError('refundRequest', 'B146', 'Order#123456789012345678 is not applicable for refund.');
    expect(b146.explanation).toBe('Order 123456789012345678 cannot be refunded: only issued orders and change orders can.');
    expect(describeApiError('refundRequest', 'B149', 'Refund Pricing ID#RP-77 has been expired.').explanation).toBe(
      'The refund quote RP-77 has expired.',
    );
  });

  it('quotes filled-in values safely: control characters dropped, long values cut', () => {
    const name = `EVIL\u202e/NAME\u0007${'X'.repeat(200)}`;
    const error = describeApiError('refundRequest', 'B134', `Refund is not applicable for passenger ${name}`);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(error.explanation).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect(error.explanation).toContain('…');
    expect(error.explanation.length).toBeLessThan(140);
    expect(error.message).toBe(`Refund is not applicable for passenger ${name}`);
  });
});

describe("describeApiError: the issue's examples", () => {
  it.each([
    ['precisePricing', 'B068', 'The segment detail is different between solutionid field and journey field.', /no longer match/, /^Shop again/],
    ['precisePricing', 'B021', 'The booking code you choose has only 0 seat available.', /no seats left/, /another booking code/],
    ['ticketing', 'B022', 'Ticketing failed', /credit is too low/, /top up the partner credit/],
    ['shopping', 'B035', 'Concurrency limited.', /Too many requests at once/, /Wait a few seconds/],
    ['refundRequest', 'B153', 'Duplicated refund request, please kindly check', /already being processed/, /Do not resubmit/],
    ['checkReimbursed', 'B141', 'Order is not a refund order.', /not a refund order/, /refund order number/],
    ['precisePricing', 'B016', "Flight near take-off, can't offer pricing service.", /leaves too soon/, /later flight/],
    ['precisePricing', 'B020', 'Can not find any price for this flight.', /no fare/, /Shop again/],
    ['precisePricing', 'B015', 'Pricing failed.', /could not price/, /another fare option or shop again/],
  ] as const)('%s %s', (operation, code, message, explanation, nextStep) => {
    const error = describeApiError(operation, code, message);
    expect(error).toMatchObject({ kind: 'api', operation, code, message });
    expect(error.explanation).toMatch(explanation);
    expect(error.nextStep).toMatch(nextStep);
  });

  it('reads B024 as "already paid" on Ticketing but as a time-out on Shopping and Pricing', () => {
    const paid = describeApiError('ticketing', 'B024', 'Order has been paid');
    expect(paid.explanation).toBe('This order is already paid: the service never charges twice.');
    expect(paid.nextStep).toBe('Nothing to do: check the order in Orders; ticket numbers follow when it is issued.');

    const shopping = describeApiError('shopping', 'B024', 'Time-out, please try later.');
    expect(shopping.explanation).toMatch(/took too long/);
    expect(shopping.nextStep).toBe('Wait a few seconds and search again.');

    const pricing = describeApiError('precisePricing', 'B024', 'Pricing TimeOut.');
    expect(pricing.explanation).toMatch(/took too long/);
    expect(pricing.nextStep).toBe('Wait a few seconds and price again.');
  });

  it('tells a time-out B024 on Ticketing from "already paid" by its message', () => {
    const timeOut = describeApiError('ticketing', 'B024', 'Time-out, please try later.');
    expect(timeOut.explanation).toMatch(/may or may not be paid/);
    expect(timeOut.nextStep).toMatch(/Check the order in Orders before paying again/);
    // Without a message, or with one the desk does not recognise, the spec's row decides.
    expect(describeApiError('ticketing', 'B024', undefined).explanation).toMatch(/already paid/);
    expect(describeApiError('ticketing', 'B024', 'Something new').explanation).toMatch(/already paid/);
  });
});

describe('describeApiError: unknown codes', () => {
  it('keeps the code and the message as they came and says the desk does not know the code', () => {
    const error = describeApiError('shopping', 'X777', 'Flux capacitor offline');
    expect(error).toMatchObject({ kind: 'api', operation: 'shopping', code: 'X777', message: 'Flux capacitor offline' });
    expect(error.explanation).toBe(
      'The service answered with code X777, which the desk does not know. Its message: "Flux capacitor offline".',
    );
    expect(error.nextStep).toMatch(/Note the code and message/);
    expect(error.nextStep).toMatch(/support/);
  });

  it('treats a code known elsewhere as unknown on this operation', () => {
    const error = describeApiError('shopping', 'B153', 'Duplicated refund request, please kindly check');
    expect(error.explanation).toMatch(/does not know/);
  });

  it('keeps an unknown code exactly as sent, spaces and casing included', () => {
    expect(describeApiError('shopping', ' x777 ', 'odd').code).toBe(' x777 ');
  });

  it('says so when the service sent no message or no code', () => {
    expect(describeApiError('shopping', 'X777', undefined)).toMatchObject({ message: '' });
    expect(describeApiError('shopping', 'X777', undefined).explanation).toMatch(/It sent no message\.$/);
    expect(describeApiError('shopping', '', 'Broken').explanation).toBe(
      'The service reported an error without a code. Its message: "Broken".',
    );
  });

  it('asks the agent to look before repeating a payment or a refund', () => {
    expect(describeApiError('ticketing', 'X1', 'y').nextStep).toMatch(/check the order in Orders before paying again/);
    expect(describeApiError('refundRequest', 'X1', 'y').nextStep).toMatch(/check Refunds for this order before submitting again/);
  });
});

describe('describeApiError: never throws', () => {
  const odd = [
    '',
    ' ',
    '\u0000',
    'XXX',
    'xxx is illegal',
    '(.*)+$^[]\\',
    '💥🛫 Ünïcödé ✈︎',
    '\u202e\u2066rtl',
    'LatestTktTime:',
    'LatestTktTime: 9999-99-99 99 : 99: 99.',
    'Refund is not applicable for passenger ',
    'Order# is not applicable for refund.',
    ' '.repeat(100_000),
    'a'.repeat(100_000),
    `${'- '.repeat(50_000)}is illegal.`,
    `${'x '.repeat(50_000)}`,
    // Within the length the templates are matched on: punctuation runs that could make a
    // backtracking pattern slow.
    `${'- '.repeat(240)}x`,
    `a${' '.repeat(498)}b`,
    `Refund is not applicable for passenger ${'a -'.repeat(150)}`,
  ];
  const codes = [...new Set(WHOLESALE_OPERATIONS.flatMap((operation) => CATALOGUE[operation].map((entry) => entry.code)))];

  it('for any code and message on any operation, quickly', () => {
    const started = performance.now();
    for (const operation of WHOLESALE_OPERATIONS) {
      for (const code of [...codes, ...odd]) {
        for (const message of [undefined, ...odd]) {
          const sent = describeApiErrorSent(operation, code, message);
          const error = { ...sent, explanation: textIn('en', sent.explanation), nextStep: textIn('en', sent.nextStep) };
          expect(error.kind).toBe('api');
          expect(error.operation).toBe(operation);
          expect(typeof error.explanation).toBe('string');
          expect(error.explanation.length).toBeGreaterThan(0);
          expect(error.explanation.length).toBeLessThan(400);
          expect(error.nextStep.length).toBeGreaterThan(0);
          if (message !== undefined && message.trim() !== '') expect(error.message).toBe(message);
        }
      }
    }
    expect(performance.now() - started).toBeLessThan(10_000);
    // Its own bound decides (10 s on a loaded machine), not the runner's default 5 s time-out.
  }, 15_000);

  it('for the codes of the assumed operations (booking path), with any message', () => {
    for (const operation of ASSUMED_OPERATIONS) {
      for (const code of CATALOGUE[operation].map((entry) => entry.code)) {
        for (const message of [undefined, ...odd]) {
          const error = describeApiError(operation, code, message);
          expect(error).toMatchObject({ kind: 'api', operation, code });
          expect(error.explanation.length).toBeGreaterThan(0);
          expect(error.explanation.length).toBeLessThan(400);
        }
      }
    }
  });

  it('for values a tolerant parser might hand over despite the types', () => {
    for (const value of [null, undefined, 42, {}, [], Symbol('s')]) {
      expect(() => describeApiError('shopping', value as never, value as never)).not.toThrow();
      expect(() => describeApiError(value as never, 'B002', 'x')).not.toThrow();
    }
    expect(describeApiError('shopping', 68 as never, 1 as never).kind).toBe('api');
    expect(describeApiError('nonsense' as never, 'B002', 'x').explanation).toMatch(/does not know/);
  });
});
