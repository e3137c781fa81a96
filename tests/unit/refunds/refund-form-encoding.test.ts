/**
 * RefundRequest travels as a form whose `param` is the Base64 of the JSON; the file ids the
 * sandbox (like the partner id) makes look like Base64 too, with `+`, `/` and `=`. Each must reach
 * the service exactly: percent-encoded in the form, intact in the JSON.
 */
import { describe, expect, it } from 'vitest';
import { buildRefundRequest } from '../../../electron/contract/refunds/refund-request-builder';
import type { RefundForm } from '../../../electron/contract/refunds/refund-form';
import { refundRequestOperation } from '../../../electron/main/wholesale/operations/refund-request';
import { decodeRefundForm, encodeRefundForm } from '../../../electron/main/wholesale/refund-form';
import { authenticationFor } from '../../../electron/main/wholesale/sign';
import { DEMO_PARTNER_ID, DEMO_PARTNER_KEY } from '../../../electron/sandbox';
import { readRefundParam } from '../../../electron/sandbox/protocol/refund-form';

const IDS = ['+/v7AbCdEfGhIjKlMnOp+Q==', '+/9x/y+z//==', 'plainId42'];

const form: RefundForm = {
  wholeOrder: false,
  cells: [{ passengerIndex: 1, segmentNo: 1 }],
  refundType: 1,
  refundReason: 1,
  contactPerson: '',
  email: '',
  telNum: '',
  refundPricingId: '',
  cancelledBeforeDeparture: false,
  passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-02', cardType: '', cardNum: '', tickets: [{ segmentNo: 1, ticketNum: '999-1234567890' }] }],
  segments: [{ segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '937', departure: 'PEK', arrival: 'LHR', departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: '', airPnr: '' }],
};

function body(): string {
  const built = buildRefundRequest({ orderNum: '917083410145514001', form, fileIds: IDS });
  if (!built.ok) throw new Error(JSON.stringify(built.issues));
  return encodeRefundForm({ authentication: authenticationFor(DEMO_PARTNER_ID, DEMO_PARTNER_KEY), ...refundRequestOperation.buildPayload(built.request) });
}

describe('the refund form with + / = in file ids and partner id', () => {
  it('sends the ids as uploadFilesIds (the public example\'s name), in order, unchanged', () => {
    const decoded = decodeRefundForm(body()) as { data: Record<string, unknown> };
    expect(decoded.data.uploadFilesIds).toEqual(IDS);
    expect(decoded.data).not.toHaveProperty('uploadedFlieIds');
  });

  it('percent-encodes the Base64 param: no raw + (a form would read it as a space), / and = escaped', () => {
    const text = body();
    expect(text.startsWith('param=')).toBe(true);
    expect(text.slice('param='.length)).not.toMatch(/[+/=]/);
    // A JSON whose Base64 surely has all three: ">>>" is Pj4+, "???" is Pz8/, and 1 byte pads "==".
    const tricky = encodeRefundForm({ a: '>>>???' });
    expect(Buffer.from(JSON.stringify({ a: '>>>???' })).toString('base64')).toMatch(/\+.*\/|\/.*\+/);
    expect(tricky).toMatch(/%2B/);
    expect(tricky).toMatch(/%2F/);
    expect(tricky).not.toMatch(/[+/]/);
    expect(decodeRefundForm(tricky)).toEqual({ a: '>>>???' });
  });

  it('the sandbox, decoding by the form rules, reads exactly the JSON that was sent, without repairing anything', () => {
    const read = readRefundParam(body());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.param.rawPlusRepaired).toBe(false);
    const json = read.param.json as { authentication: { partnerId: string }; data: { uploadFilesIds: string[] } };
    expect(json.authentication.partnerId).toBe(DEMO_PARTNER_ID);
    expect(json.data.uploadFilesIds).toEqual(IDS);
  });

  it('a client that forgot to percent-encode would be caught: the sandbox says it had to repair raw +', () => {
    const raw = `param=${Buffer.from(JSON.stringify({ data: { uploadFilesIds: IDS } })).toString('base64')}`;
    const read = readRefundParam(raw);
    expect(read.ok && read.param.rawPlusRepaired).toBe(raw.includes('+'));
  });
});
