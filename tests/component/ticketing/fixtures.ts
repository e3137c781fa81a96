import type { FiledOrder } from '@contract/domains/orders';
import type { PreFlight } from '@contract/domains/ticketing';
import type { Environment } from '@contract/domains/profiles';
import type { ProfileSummary } from '@contract/domains/profiles';

/** A filed order waiting for payment, as main sends it (only what Ticketing reads is meaningful). */
export function filedOrder(environment: Environment, profileId: string, extra: Partial<FiledOrder> = {}): FiledOrder {
  return {
    id: 7, orderNum: '917083410105919001', kind: 'air', orderType: 'O', status: { code: 'TO_BE_PAID', text: null, key: 'TO_BE_PAID', group: 'to-pay' },
    environment, profileId, profileName: profileId, route: [{ from: 'PEK', to: 'SHA', departDate: '2026-12-14' }], firstDeparture: '2026-12-14 06:15',
    leadPassenger: 'ZHANG/SAN', passengerCount: 1, pnr: 'ABC123', currency: 'CNY', amount: '1200.00', parentOrderNum: null, createdTime: null,
    asOf: '2026-11-23T10:00:00.000Z', manual: false, pendingWrites: [], hasNote: false, refOrderNum: null, airPnr: null, platingCarrier: 'MU',
    contact: null, lastTicketingTime: '2099-12-31 18:00:00', payGate: null, paySerialNum: null, amounts: [],
    passengers: [{ passengerIndex: 1, type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: null, nationality: null, cardType: null, cardNum: null, cardExpiredDate: null }],
    segments: [], tickets: [], vouchers: [], files: [], refundLines: [], ancillaryItems: [], refund: null, reimbursement: null, ancillary: null,
    statusHistory: [], audit: [], note: null, links: [], payloads: [], source: 'order-detail', firstSeenAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z',
    ...extra,
  };
}

export function preFlightOf(order: FiledOrder, orderPricing: PreFlight['orderPricing'] = null): PreFlight {
  return {
    orderPricingRequired: true,
    orderPricing,
    order, source: 'service', notice: null, environment: order.environment, profileName: order.profileName,
    contact: { name: 'ZHANG/SAN', email: 'agent@example.com', telNum: '+8613800138000' },
    confirmation: order.environment === 'production' ? 'last-four-digits' : 'deliberate-key', forceIssue: order.environment === 'sandbox',
  };
}

export function profile(id: string, environment: Environment): ProfileSummary {
  return { id, name: id, environment, apiBaseUrl: 'https://x', refundBaseUrl: 'https://x', orderDetailPath: '/json/orderDetail/v13', uploadAttachmentPath: '/json/uploadAttachmentFile', orderPricingBeforeTicketing: true, bookingEnabled: environment === 'sandbox', maskedPartnerId: '••', hasKey: true, builtIn: false, active: true };
}
