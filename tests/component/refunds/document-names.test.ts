/**
 * Issue 21, finding 7: the refund screen shows each document under the name it is sent with —
 * in the file list and in the review before Submit — never the name as the agent's computer (or
 * whoever sent the file) gave it. A draft saved before main made names sendable still holds the
 * raw one: the screen shows what main will send for it (the same function, applied at upload).
 */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from 'vue';
import type { RefundDraft, RefundReview } from '../../../electron/contract/domains/refunds';
import type { RefundDocument } from '../../../electron/contract/refunds/refund-documents';
import { buildRefundRequest, type RefundRequestData } from '../../../electron/contract/refunds/refund-request-builder';
import type { RefundForm } from '../../../electron/contract/refunds/refund-form';
import { DESK_KEY } from '../../../src/bridge/use-desk';
import RefundDocuments from '../../../src/components/refunds/RefundDocuments.vue';
import RefundReviewPanel from '../../../src/components/refunds/RefundReviewPanel.vue';
import { useRefundsStore } from '../../../src/stores/refunds-store';
import { setLanguage } from '../../../src/ui-text';
import { createFakeDesk } from '../support/fake-desk';

const HOSTILE = '../../../../Users/agent/\u202Efdp.exe\n<img src=x onerror=alert(1)>.pdf';
const SENT_AS = 'fdp.exe _img src=x onerror=alert(1)_.pdf';

const form: RefundForm = {
  wholeOrder: false, cells: [{ passengerIndex: 1, segmentNo: 1 }], refundType: 1, refundReason: 4, contactPerson: 'WANG/LEI', email: '', telNum: '', refundPricingId: '', cancelledBeforeDeparture: false,
  passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-02', cardType: 'P', cardNum: 'E1', tickets: [{ segmentNo: 1, ticketNum: '999-1000000001' }] }],
  segments: [{ segmentNo: 1, journeyIndex: 0, airline: 'CA', flightNum: '937', departure: 'PEK', arrival: 'LHR', departureDate: '2026-12-20', departureTime: '13:05', cabinClass: 'ECONOMY', bookingCode: 'Y', pnr: 'NK3QXP', airPnr: '' }],
};

const document: RefundDocument = { key: 'a1b2', fileName: HOSTILE, contentType: 'application/pdf', size: 2048, received: 2048, pages: 2, preview: null, state: 'uploaded', fileId: '+/F1==', problem: null, uploadStartedAt: null };
const draft = { draftId: 4, orderId: 1, orderNum: '917083410145514001', state: 'ready', form, documents: [document], issues: [], sending: null, outcome: null, lastError: null, orderStatus: 'ISSED', profileName: 'Sandbox', environment: 'sandbox' } as unknown as RefundDraft;

function request(): RefundRequestData {
  const built = buildRefundRequest({ orderNum: draft.orderNum, form, fileIds: ['+/F1=='] });
  if (!built.ok) throw new Error('the form is not ready');
  return built.request;
}

/** The store holds the draft as main gave it (opened through the fake desk), as on the screen. */
async function withDraft(): Promise<{ global: { plugins: [Pinia]; provide: Record<symbol, unknown> } }> {
  const fake = createFakeDesk({ 'refunds.get': () => ({ ok: true, value: draft }) });
  const pinia = createPinia();
  setActivePinia(pinia);
  const global = { plugins: [pinia] as [Pinia], provide: { [DESK_KEY as symbol]: fake.desk } };
  // The store reaches the desk through inject(): open the draft inside an app that provides it.
  const app = createApp({});
  app.provide(DESK_KEY, fake.desk).use(pinia);
  await app.runWithContext(() => useRefundsStore().open(draft.draftId));
  return { global };
}

beforeEach(() => setLanguage('en'));

describe('the name the screen shows is the name that is sent', () => {
  it('the review before Submit lists the document under its sendable name', async () => {
    const review: RefundReview = { draftId: draft.draftId, request: request(), wireJson: '{}', url: 'http://127.0.0.1:9/refund-api/refundRequest', documentsExpected: false };
    const wrapper = mount(RefundReviewPanel, { props: { review, form, sent: false }, ...(await withDraft()) });
    const words = wrapper.get('[data-testid="refund-review-words"]').text();
    expect(words).toContain(`${SENT_AS} (2 pages): file id +/F1==`);
    expect(words).not.toContain('\u202E');
    expect(words).not.toContain('<img');
    expect(words).not.toContain('../');
  });

  it('the file list shows the sendable name too', async () => {
    const wrapper = mount(RefundDocuments, { props: { disabled: false }, ...(await withDraft()) });
    expect(wrapper.get('[data-testid="refund-document-name"]').text()).toBe(SENT_AS);
  });
});
