import { z } from 'zod';
import { AGE_RULE, ageProblem, fitsPassengerType } from './passenger-ages';
import type { Money, PassengerType } from './shopping';
import { isRealDate } from './shopping';
import { ticketingContactSchema } from './ticketing';
import { codedRule, codedSentence } from '../coded-rule';

/**
 * Each check lets the others' cases pass (an empty value is only "required", never also "not
 * Latin letters"), so a field reports one problem. Messages follow the field's name; the form puts
 * the field's label in front. (zod's `abort` would do it too, but it also stops the age check below.)
 */
const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

const name = z
  .string()
  .trim()
  .min(1, codedRule('rules.required'))
  .max(40, codedRule('rules.atMostCharacters', { max: 40 }))
  .regex(/^$|^[A-Za-z][A-Za-z '-]*$/, codedRule('rules.passportLetters'));

const birthday = z
  .string()
  .trim()
  .min(1, codedRule('rules.required'))
  .regex(/^$|^\d{4}-\d{2}-\d{2}$/, codedRule('rules.dateFormat'))
  .refine((value) => !DATE_FORMAT.test(value) || isRealDate(value), codedRule('rules.realDate'));

/*
 * The travel document (PreciseBooking's nationality, cardType, cardNum, cardExpiredDate). Each is
 * optional here, an empty value counting as not given (the form always sends its fields): they
 * are required only outside mainland China, which testOrderSchemaFor checks (documentsRequired).
 */
const nationality = z.string().trim().regex(/^$|^[A-Z]{2}$/, codedRule('rules.nationality'));

// Not z.enum: its message would list the values bare; this one says what each letter is.
const cardType = z.custom<'P' | 'N' | 'O' | ''>((value) => value === 'P' || value === 'N' || value === 'O' || value === '', codedRule('rules.cardType'));

const CARD_NUM = /^[A-Za-z0-9]+$/;
const cardNum = z
  .string()
  .trim()
  .regex(/^$|^[A-Za-z0-9]+$/, codedRule('rules.lettersAndDigits'))
  .refine((value) => !CARD_NUM.test(value) || (value.length >= 5 && value.length <= 20), codedRule('rules.cardNumberLength'));

const cardExpiredDate = z
  .string()
  .trim()
  .regex(/^$|^\d{4}-\d{2}-\d{2}$/, codedRule('rules.dateFormat'))
  .refine((value) => !DATE_FORMAT.test(value) || isRealDate(value), codedRule('rules.realDate'));

export const testPassengerSchema = z.strictObject({
  type: z.enum(['ADT', 'CHD', 'INF']),
  lastName: name,
  firstName: name,
  birthday,
  sex: z.enum(['M', 'F']),
  nationality: nationality.optional(),
  cardType: cardType.optional(),
  cardNum: cardNum.optional(),
  cardExpiredDate: cardExpiredDate.optional(),
});

export const DOCUMENT_FIELDS = ['cardType', 'cardNum', 'nationality', 'cardExpiredDate'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

/**
 * Whether a priced offer's passengers need documents: pricing's `bookingWithoutCard` 0 (a trip
 * outside mainland China), for which the service refuses a booking without them (B065). Unknown
 * (null) is not required here: the service's own answer then says so.
 */
export function documentsRequired(bookingWithoutCard: number | null): boolean {
  return bookingWithoutCard === 0;
}

/**
 * The booking's contact (PreciseBooking's `contact`): the name is the lead passenger's, so only
 * the e-mail and the telephone are typed. Same rules as the contact sent with a payment.
 */
export const bookingContactSchema = z.strictObject({
  email: ticketingContactSchema.shape.email,
  telNum: ticketingContactSchema.shape.telNum,
});

/**
 * "Create test order" (sandbox; a real account only when its profile enables booking): a
 * to-be-paid order booked from a priced offer with PreciseBooking.
 */
export const createTestOrderSchema = z.strictObject({
  pricedOfferId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, codedRule('rules.pricedOfferId')),
  passengers: z.array(testPassengerSchema).min(1, codedRule('rules.atLeastOnePassenger')).max(18),
  /**
   * Required for a real account. A sandbox test order without one books with SANDBOX_CONTACT (the
   * sandbox's own trainers and tests create orders without typing a contact).
   */
  contact: bookingContactSchema.optional(),
  /**
   * The agent confirmed a second (third…) order from a priced offer that already produced one.
   * Without it main refuses (rule ANOTHER_ORDER_RULE), so a double press never books twice.
   */
  another: z.boolean().default(false),
});

/** The rule of main's refusal when the priced offer already produced an order. */
export const ANOTHER_ORDER_RULE = 'one order per priced offer unless confirmed';
/** The rule of main's refusal while an order from the same priced offer is being created. */
export const ORDER_IN_FLIGHT_RULE = 'one order at a time per priced offer';

/**
 * The same input with every birthday checked against its passenger type on the travel date
 * (the first departure), and, when the offer needs them (`documentsRequired`), every passenger's
 * document required, valid after the travel date: main applies it once it has loaded the priced
 * offer, the form as the agent types. See passenger-ages.ts for the age rule and where it comes from.
 */
export function testOrderSchemaFor(travelDate: string, options: { documentsRequired?: boolean } = {}) {
  return createTestOrderSchema.superRefine(
    (input, context) => {
      // Runs beside other problems too (`when`), so the input may be partly invalid: read it warily.
      const passengers: unknown[] = Array.isArray(input.passengers) ? input.passengers : [];
      passengers.forEach((passenger, index) => {
        checkDocument(passenger, index, travelDate, options.documentsRequired === true, context);
        if (!isPassengerLike(passenger)) return;
        if (fitsPassengerType(passenger.type, passenger.birthday, travelDate)) return;
        context.addIssue({ code: 'custom', path: ['passengers', index, 'birthday'], message: ageProblem(passenger.type, passenger.birthday, travelDate), params: { rule: AGE_RULE } });
      });
    },
    { when: () => true },
  );
}

/** An empty field is only "required" (when required); a malformed one is the field's own problem, reported once. */
function checkDocument(passenger: unknown, index: number, travelDate: string, required: boolean, context: z.core.$RefinementCtx): void {
  if (typeof passenger !== 'object' || passenger === null) return;
  const fields = passenger as Partial<Record<DocumentField, unknown>>;
  if (required) {
    for (const field of DOCUMENT_FIELDS) {
      const value = fields[field];
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
        context.addIssue({ code: 'custom', path: ['passengers', index, field], message: codedSentence('validation.required', { field: `passengers.${index}.${field}` }), params: { rule: DOCUMENT_RULE } });
      }
    }
  }
  const expiry = typeof fields.cardExpiredDate === 'string' ? fields.cardExpiredDate.trim() : '';
  if (DATE_FORMAT.test(expiry) && isRealDate(expiry) && expiry <= travelDate) {
    context.addIssue({ code: 'custom', path: ['passengers', index, 'cardExpiredDate'], message: codedRule('rules.afterTravelDate', { date: travelDate }) });
  }
}

/** The rule of a missing document where the offer needs one (the service's B065). */
export const DOCUMENT_RULE = 'documents required outside mainland China';

/** A passenger whose type and birthday are readable (the age check needs nothing else). */
function isPassengerLike(value: unknown): value is { type: PassengerType; birthday: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { type, birthday } = value as { type?: unknown; birthday?: unknown };
  return (type === 'ADT' || type === 'CHD' || type === 'INF') && typeof birthday === 'string' && DATE_FORMAT.test(birthday) && isRealDate(birthday);
}

/** The contact of a sandbox test order booked without one: a reserved domain, never delivered. */
export const SANDBOX_CONTACT = { email: 'test-orders@sandbox.invalid', telNum: '13800138000' } as const;

export type TestPassenger = z.input<typeof testPassengerSchema>;
export type BookingContactInput = z.input<typeof bookingContactSchema>;
export type BookingContact = z.output<typeof bookingContactSchema>;

export interface TestOrder {
  orderNum: string;
  stateCode: string;
  stateText: string;
  orderAmount: Money;
  currency: string;
  pnr: string | null;
  lastTicketingTime: string | null;
  /** When the desk created it (ISO instant). */
  createdAt: string;
}
