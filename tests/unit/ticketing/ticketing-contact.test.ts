import { describe, expect, it } from 'vitest';
import { ticketingContactSchema } from '../../../electron/contract/domains/ticketing';
import { contactPrefill } from '../../../electron/contract/ticketing/contact-prefill';
import { issuesFromZod } from '../../../electron/contract/validation';

const passenger = (passengerIndex: number, lastName: string, firstName: string) => ({ passengerIndex, type: 'ADT', lastName, firstName, sex: 'M', birthday: null, nationality: null, cardType: null, cardNum: null, cardExpiredDate: null });
const issues = (input: unknown) => {
  const parsed = ticketingContactSchema.safeParse(input);
  return parsed.success ? [] : issuesFromZod(parsed.error).map((issue) => `${issue.field}: ${issue.message}`);
};
const GOOD = { name: 'ZHANG/SAN', email: 'agent@example.com', telNum: '13800138000' };

describe('the contact sent with Ticketing', () => {
  it('takes SURNAME/GIVEN, tidied to upper case with single spaces', () => {
    expect(ticketingContactSchema.parse({ ...GOOD, name: ' van der berg / anna maria ' }).name).toBe('VAN DER BERG/ANNA MARIA');
    expect(ticketingContactSchema.parse({ ...GOOD, name: "o'neil/sean-paul" }).name).toBe("O'NEIL/SEAN-PAUL");
  });

  it('refuses a name that is not SURNAME/GIVEN in Latin letters, naming the field and the rule', () => {
    for (const name of ['ZHANG SAN', 'ZHANG/', '/SAN', 'ZHANG/SAN/LI', '张/三', 'ZHANG2/SAN']) {
      expect(issues({ ...GOOD, name })).toEqual(['name: name must be SURNAME/GIVEN in Latin letters, e.g. ZHANG/SAN.']);
    }
    expect(issues({ ...GOOD, name: '' })).toEqual(['name: name is required.']);
  });

  it('checks the e-mail and the telephone number', () => {
    expect(issues({ ...GOOD, email: 'agent.example.com' })).toEqual(['email: email must be an e-mail address such as agent@example.com.']);
    expect(issues({ ...GOOD, telNum: '12-34' })).toEqual(['telNum: telNum must be a telephone number: 6 to 20 digits, + allowed first.']);
    expect(ticketingContactSchema.parse({ ...GOOD, telNum: '+86 138-0013 8000' }).telNum).toBe('+8613800138000');
  });

  it('is prefilled from the contact filed with the order, else from the lead passenger', () => {
    const filed = { name: 'LI/NA', email: 'li@example.com', telNum: '+8613900000000' };
    expect(contactPrefill({ contact: filed, passengers: [passenger(1, 'ZHANG', 'SAN')] })).toEqual(filed);
    expect(contactPrefill({ contact: null, passengers: [passenger(2, 'WANG', 'WU'), passenger(1, 'Zhang', 'San')] })).toEqual({ name: 'ZHANG/SAN', email: '', telNum: '' });
    expect(contactPrefill({ contact: { name: null, email: 'a@b.cn', telNum: null }, passengers: [] })).toEqual({ name: '', email: 'a@b.cn', telNum: '' });
  });
});
