import type { OperationName } from '../../../electron/contract';
import { serviceToday } from '../../../electron/contract/format/desk-format';

const inDays = (days: number) => serviceToday(new Date(Date.now() + days * 86_400_000));
const leg = (origin: string, destination: string, departureDate = inDays(30)) => ({ origin, destination, departureDate });
const search = (overrides: Record<string, unknown>) => ({ tripType: 'one-way', legs: [leg('PEK', 'LHR')], adults: 1, children: 0, infants: 0, ...overrides });

const PASSENGER = { type: 'ADT', lastName: 'ZHANG', firstName: 'SAN', sex: 'M', birthday: '1980-01-01' };
const SEGMENT = { journey: 1, airline: 'CA', flightNum: '1501', departure: 'PEK', arrival: 'SHA', departureDate: '2026-03-01', departureTime: '08:00', arrivalDate: '2026-03-01', arrivalTime: '10:15', bookingCode: 'Y' };

/** A manual order that passes, with one thing changed. */
function manualOrder(overrides: Record<string, unknown>) {
  return {
    orderNum: '917083410105919001',
    pnr: 'ABC123',
    contact: { name: 'ZHANG/SAN', email: 'z@example.com', telNum: '+86 138 0000 0000' },
    passengers: [PASSENGER],
    segments: [SEGMENT],
    ...overrides,
  };
}

const PAY_CONTACT = { name: 'ZHANG/SAN', email: 'agent@example.com', telNum: '+86 138 0013 8000' };

/** A payment that passes, with one thing changed. */
function payment(overrides: Record<string, unknown>) {
  return { orderId: 7, contact: PAY_CONTACT, confirmed: { amount: '1200.00', currency: 'CNY' }, ...overrides };
}

/**
 * For every operation: an input that breaks its schema, and the field the error must name.
 * The test below fails when an operation is added to the contract without a case here.
 */
export const MALFORMED_INPUTS: Record<OperationName, { input: unknown; field: string }[]> = {
  'app.info': [{ input: { verbose: true }, field: 'verbose' }],
  'app.keptStateFiles': [{ input: { remove: true }, field: 'remove' }],
  'preferences.get': [{ input: { theme: 'dark' }, field: 'theme' }],
  'preferences.update': [
    { input: { theme: 'neon' }, field: 'theme' },
    { input: { fontSize: 14 }, field: 'fontSize' },
    { input: { overdueDays: 0 }, field: 'overdueDays' },
    { input: { overdueDays: 2.5 }, field: 'overdueDays' },
    { input: { pollIntervalMinutes: 4 }, field: 'pollIntervalMinutes' },
    { input: { pollIntervalMinutes: 1441 }, field: 'pollIntervalMinutes' },
  ],
  'connection.status': [{ input: { profileId: 'x' }, field: 'profileId' }],
  'serviceClock.get': [{ input: { profileId: 'x' }, field: 'profileId' }],
  'requests.cancel': [
    { input: {}, field: 'requestId' },
    { input: { requestId: 42 }, field: 'requestId' },
    { input: { requestId: 'has spaces and ; semicolons' }, field: 'requestId' },
  ],
  'external.open': [
    { input: {}, field: 'url' },
    { input: { url: 'file:///etc/passwd' }, field: 'url' },
    { input: { url: 'javascript:alert(1)' }, field: 'url' },
    { input: { url: 'https://user:pw@example.com/' }, field: 'url' },
  ],
  'profiles.list': [{ input: { all: true }, field: 'all' }],
  'profiles.active': [{ input: { id: 'sandbox' }, field: 'id' }],
  'profiles.save': [
    { input: { name: '', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1' }, field: 'name' },
    { input: { name: 'Live', environment: 'staging', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1' }, field: 'environment' },
    { input: { name: 'Live', environment: 'production', apiBaseUrl: 'http://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1' }, field: 'apiBaseUrl' },
    { input: { name: 'Live', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'not a url', partnerId: 'P1' }, field: 'refundBaseUrl' },
    { input: { name: 'Live', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: '' }, field: 'partnerId' },
    { input: { name: 'Live', environment: 'test', apiBaseUrl: 'https://a.example', refundBaseUrl: 'https://r.example', partnerId: 'P1', partnerKey: 42 }, field: 'partnerKey' },
    // A sandbox profile signs with a real-looking key over plain http: only towards this computer.
    { input: { name: 'Rehearsal', environment: 'sandbox', apiBaseUrl: 'http://attacker.example:8787', refundBaseUrl: 'http://127.0.0.1:8787', partnerId: 'P1' }, field: 'apiBaseUrl' },
    { input: { name: 'Rehearsal', environment: 'sandbox', apiBaseUrl: 'http://127.0.0.1:8787', refundBaseUrl: 'https://127.0.0.1.attacker.example', partnerId: 'P1' }, field: 'refundBaseUrl' },
    { input: { name: 'Rehearsal', environment: 'sandbox', apiBaseUrl: 'http://localhost.attacker.example', refundBaseUrl: 'http://[::1]:8787', partnerId: 'P1' }, field: 'apiBaseUrl' },
  ],
  'profiles.delete': [{ input: {}, field: 'id' }],
  'profiles.activate': [{ input: { id: '../../etc' }, field: 'id' }],
  'profiles.test': [{ input: { id: 7 }, field: 'id' }],
  'profiles.removeUnusedKey': [
    { input: {}, field: 'account' },
    { input: { account: '' }, field: 'account' },
    { input: { account: 'p-1\n' }, field: 'account' },
    { input: { account: 'p-1', key: 'secret' }, field: 'key' },
  ],
  'places.search': [{ input: { query: '' }, field: 'query' }, { input: { query: 'PEK', limit: 500 }, field: 'limit' }],
  'places.airlines': [{ input: {}, field: 'query' }],
  'shopping.search': [
    { input: search({ adults: 6, children: 4 }), field: 'adults' },
    { input: search({ adults: 0 }), field: 'adults' },
    { input: search({ adults: 1, infants: 2 }), field: 'infants' },
    { input: search({ tripType: 'open-jaw', legs: [leg('PEK', 'LHR'), leg('LHR', 'CDG'), leg('CDG', 'PEK')] }), field: 'legs' },
    { input: search({ legs: [leg('PEK', 'LHR', inDays(-1))] }), field: 'legs.0.departureDate' },
    { input: search({ legs: [leg('PEK', 'LHR', inDays(400))] }), field: 'legs.0.departureDate' },
    { input: search({ legs: [leg('PEKING', 'LHR')] }), field: 'legs.0.origin' },
    { input: search({ legs: [leg('PEK', 'PEK')] }), field: 'legs.0.destination' },
    { input: search({ tripType: 'round-trip', legs: [leg('PEK', 'LHR'), leg('CDG', 'PEK', inDays(40))] }), field: 'legs.1.origin' },
    { input: search({ cabin: 'Luxury' }), field: 'cabin' },
    { input: search({ airlines: ['CAA'] }), field: 'airlines.0' },
  ],
  'shopping.recent': [{ input: { limit: 5 }, field: 'limit' }],
  'shopping.load': [{ input: { searchId: '../etc/passwd' }, field: 'searchId' }],
  'pricing.price': [{ input: { searchId: 's-1' }, field: 'solutionId' }],
  'pricing.acknowledge': [{ input: {}, field: 'pricedOfferId' }],
  'pricing.load': [{ input: { pricedOfferId: 'a b' }, field: 'pricedOfferId' }],
  'pricing.recent': [{ input: { all: true }, field: 'all' }],
  'booking.create': [
    { input: { pricedOfferId: 'p-1', passengers: [] }, field: 'passengers' },
    { input: { pricedOfferId: 'p-1', passengers: [{ type: 'ADT', lastName: '张', firstName: 'San', birthday: '1990-01-01', sex: 'M' }] }, field: 'passengers.0.lastName' },
    { input: { pricedOfferId: 'p-1', passengers: [{ type: 'ADT', lastName: 'Zhang', firstName: 'San', birthday: '1990-02-30', sex: 'M' }] }, field: 'passengers.0.birthday' },
    { input: { pricedOfferId: 'p-1', passengers: [{ type: 'ADT', lastName: 'Zhang', firstName: 'San', birthday: '1990-02-03', sex: 'M' }], another: 'yes' }, field: 'another' },
  ],
  'sandbox.reset': [{ input: { hard: true }, field: 'hard' }],
  'training.state': [{ input: { verbose: true }, field: 'verbose' }],
  'training.forcePricing': [{ input: { drift: 'sideways' }, field: 'drift' }],
  'training.addLatency': [
    { input: { operation: 'shopping', seconds: 0 }, field: 'seconds' },
    { input: { operation: 'booking', seconds: 5 }, field: 'operation' },
    { input: { operation: 'shopping', seconds: 5, calls: 100 }, field: 'calls' },
  ],
  'training.addHang': [{ input: { operation: 'precisePricing', calls: 0 }, field: 'calls' }],
  'training.answerError': [{ input: { operation: 'shopping', code: 'b14' }, field: 'code' }],
  'training.advanceClock': [
    { input: { minutes: -5 }, field: 'minutes' },
    { input: { minutes: 1.5 }, field: 'minutes' },
  ],
  'training.clearFaults': [{ input: { operation: 'shopping' }, field: 'operation' }],
  'orders.list': [
    { input: { limit: 501 }, field: 'limit' },
    { input: { offset: -1 }, field: 'offset' },
    { input: { filters: { kinds: ['hotel'] } }, field: 'filters.kinds.0' },
    { input: { filters: { dates: { from: '2026-03-10', to: '2026-03-01' } } }, field: 'filters.dates.to' },
    { input: { filters: { holders: ['li; DROP'] } }, field: 'filters.holders.0' },
    { input: { filters: { holders: [] } }, field: 'filters.holders' },
  ],
  'orders.search': [{ input: {}, field: 'query' }, { input: { query: 'x'.repeat(201) }, field: 'query' }, { input: { query: 'wang', filters: { groups: ['paid'] } }, field: 'filters.groups.0' }],
  'orders.get': [{ input: { orderId: 0 }, field: 'orderId' }, { input: { orderId: '12' }, field: 'orderId' }],
  'orders.open': [
    { input: { orderNum: '' }, field: 'orderNum' },
    { input: { orderNum: '9170834101059190AB' }, field: 'orderNum' },
    { input: { orderNum: 917083410105919000 }, field: 'orderNum' },
  ],
  'orders.refresh': [{ input: {}, field: 'orderId' }],
  'orders.cancel': [{ input: { orderId: -1 }, field: 'orderId' }],
  'orders.enterManually': [
    { input: manualOrder({ orderNum: 'ABC' }), field: 'orderNum' },
    { input: manualOrder({ pnr: 'A' }), field: 'pnr' },
    { input: manualOrder({ contact: { name: 'Zhang San', email: 'z@example.com', telNum: '13800000000' } }), field: 'contact.name' },
    { input: manualOrder({ passengers: [] }), field: 'passengers' },
    { input: manualOrder({ segments: [{ ...SEGMENT, arrival: 'PEK' }] }), field: 'segments.0.arrival' },
    { input: manualOrder({ passengers: [{ ...PASSENGER, ticketNum: '12345' }] }), field: 'passengers.0.ticketNum' },
    { input: manualOrder({ amount: '1200.00' }), field: 'currency' },
  ],
  'orders.saveNote': [{ input: { orderId: 1, text: 'x'.repeat(20_001) }, field: 'text' }, { input: { orderId: 1 }, field: 'text' }],
  'orders.payload': [{ input: { payloadId: -3 }, field: 'payloadId' }],
  'orders.export': [
    { input: { format: 'xlsx', selection: { kind: 'order', orderId: 1 } }, field: 'format' },
    { input: { format: 'csv', selection: { kind: 'order' } }, field: 'selection.orderId' },
  ],
  'orders.backup': [{ input: { path: '/etc/passwd' }, field: 'path' }],
  'orders.status': [{ input: { verbose: true }, field: 'verbose' }],
  'orders.bringBack': [
    { input: { name: 'orders' }, field: 'fileName' },
    { input: { name: 'orders', fileName: '../../etc/passwd' }, field: 'fileName' },
    { input: { name: 'orders', fileName: '/tmp/orders.sqlite.unreadable-x' }, field: 'fileName' },
    { input: { name: 'profiles', fileName: 'orders.sqlite.unreadable-2026-01-01T00-00-00-000Z' }, field: 'name' },
    { input: { name: 'orders', fileName: 'orders.sqlite.unreadable-2026-01-01T00-00-00-000Z', path: '/tmp/x' }, field: 'path' },
  ],
  'reimbursements.board': [{ input: { environment: 'sandbox' }, field: 'environment' }],
  'reimbursements.page': [{ input: {}, field: 'count' }, { input: { count: 1001 }, field: 'count' }, { input: { count: 10, after: { sortTime: '', orderId: 1 } }, field: 'after.sortTime' }],
  'reimbursements.rows': [{ input: { orderIds: [] }, field: 'orderIds' }, { input: { orderIds: ['12'] }, field: 'orderIds.0' }],
  'reimbursements.check': [{ input: {}, field: 'orderIds' }, { input: { orderIds: [0] }, field: 'orderIds.0' }, { input: { orderIds: Array.from({ length: 5001 }, (_, i) => i + 1) }, field: 'orderIds' }],
  'reimbursements.add': [{ input: { orderNum: 'R-12' }, field: 'orderNum' }],
  'reimbursements.pollerState': [{ input: { profileId: 'sandbox' }, field: 'profileId' }],
  'ancillaries.open': [{ input: {}, field: 'orderNum' }, { input: { orderNum: 'BAG-1' }, field: 'orderNum' }, { input: { orderNum: 917083410 }, field: 'orderNum' }],
  'refunds.list': [{ input: { all: true }, field: 'all' }],
  'refunds.candidates': [{ input: { query: 'x'.repeat(101) }, field: 'query' }],
  'refunds.start': [
    { input: {}, field: 'orderNum' },
    { input: { orderNum: '9170-8341' }, field: 'orderNum' },
    { input: { orderId: -1 }, field: 'orderId' },
  ],
  'refunds.get': [{ input: { draftId: '1' }, field: 'draftId' }],
  'refunds.save': [
    { input: { draftId: 1 }, field: 'form' },
    { input: { draftId: 1, form: { wholeOrder: 'yes' } }, field: 'form.wholeOrder' },
  ],
  'refunds.discard': [{ input: { draftId: 0 }, field: 'draftId' }],
  'refunds.attachBegin': [
    { input: { draftId: 1, fileName: '', size: 10 }, field: 'fileName' },
    { input: { draftId: 1, fileName: 'a.png', size: -1 }, field: 'size' },
    { input: { draftId: 1, fileName: 'a.png', size: 10, preview: 'https://evil.example/x.png' }, field: 'preview' },
    { input: { draftId: 1, fileName: 'a.svg', size: 10, preview: 'data:image/svg+xml;base64,PHN2Zz4=' }, field: 'preview' },
  ],
  'refunds.attachChunk': [
    { input: { draftId: 1, key: '../x', offset: 0, data: 'AAAA' }, field: 'key' },
    { input: { draftId: 1, key: 'abc', offset: 0, data: 'not base64!' }, field: 'data' },
    { input: { draftId: 1, key: 'abc', offset: 0, data: 'A'.repeat(700_000) }, field: 'data' },
  ],
  'refunds.attachFinish': [{ input: { draftId: 1 }, field: 'key' }],
  'refunds.cancelDocument': [{ input: { draftId: 1, key: 'A B' }, field: 'key' }],
  'refunds.retryDocument': [{ input: { key: 'abc' }, field: 'draftId' }],
  'refunds.removeDocument': [{ input: { draftId: 1.5, key: 'abc' }, field: 'draftId' }],
  'refunds.pasteFileIds': [
    { input: { draftId: 1, ids: [] }, field: 'ids' },
    { input: { draftId: 1, ids: ['x'.repeat(201)] }, field: 'ids.0' },
  ],
  'refunds.review': [{ input: {}, field: 'draftId' }],
  'refunds.submit': [
    { input: { draftId: 1, force: true }, field: 'force' },
    { input: { draftId: 1, agencyLock: 'force' }, field: 'agencyLock' },
    { input: { draftId: 1, agencyLock: true }, field: 'agencyLock' },
  ],
  'refunds.check': [{ input: { draftId: null }, field: 'draftId' }],
  'ticketing.queue': [{ input: { profileId: 'sandbox' }, field: 'profileId' }],
  'ticketing.prepare': [{ input: { orderNum: '9170834101059190AB' }, field: 'orderNum' }, { input: {}, field: 'orderNum' }, { input: { orderNum: '917083410105919001', refresh: 'yes' }, field: 'refresh' }],
  'ticketing.pay': [
    { input: payment({ contact: { ...PAY_CONTACT, name: 'Zhang San' } }), field: 'contact.name' },
    { input: payment({ contact: { ...PAY_CONTACT, email: 'zhang.example.com' } }), field: 'contact.email' },
    { input: payment({ contact: { ...PAY_CONTACT, telNum: 'call me' } }), field: 'contact.telNum' },
    { input: payment({ confirmed: { amount: '1,200.00', currency: 'CNY' } }), field: 'confirmed.amount' },
    { input: payment({ confirmed: { amount: '1200.00', currency: 'cny' } }), field: 'confirmed.currency' },
    { input: payment({ orderId: undefined }), field: 'orderId' },
    { input: payment({ agencyLock: 'force' }), field: 'agencyLock' },
  ],
  'ticketing.check': [{ input: { orderId: -1 }, field: 'orderId' }],
  'ticketing.forceIssue': [{ input: { orderId: 1.5 }, field: 'orderId' }],
  'ticketing.acknowledgePrice': [{ input: { orderId: 'x' }, field: 'orderId' }],
  'agency.state': [{ input: { deskId: 'x' }, field: 'deskId' }],
  'agency.save': [
    { input: { agent: { name: 'Agent Li', code: 'L' }, server: null }, field: 'agent.code' },
    { input: { agent: { name: '', code: 'LI' }, server: null }, field: 'agent.name' },
    { input: { agent: { name: 'Agent Li', code: 'LI' }, server: { host: 'db example', port: 5432, database: 'agency', user: 'desk', tls: 'verify-full' } }, field: 'server.host' },
    { input: { agent: { name: 'Agent Li', code: 'LI' }, server: { host: 'db.example', port: 70000, database: 'agency', user: 'desk', tls: 'verify-full' } }, field: 'server.port' },
    { input: { agent: { name: 'Agent Li', code: 'LI' }, server: { host: 'db.example', port: 5432, database: 'agency', user: 'desk', tls: 'maybe' } }, field: 'server.tls' },
    { input: { agent: { name: 'Agent Li', code: 'LI' }, server: { host: 'db.example', port: 5432, database: 'agency', user: 'desk', tls: 'verify-full', caPem: 'not a certificate' } }, field: 'server.caPem' },
  ],
  'agency.test': [{ input: { host: 'x' }, field: 'host' }],
  'agency.prepare': [{ input: { user: 'agency_admin', password: '' }, field: 'password' }],
  'agency.order': [{ input: { orderId: 0 }, field: 'orderId' }],
  'agency.holders': [{ input: { code: 'LI' }, field: 'code' }],
  'reports.figures': [
    { input: { period: { kind: 'today' } }, field: 'environment' },
    { input: { period: { kind: 'week' }, environment: 'production' }, field: 'period.kind' },
    { input: { period: { kind: 'custom', from: '2026-03-02', to: '2026-03-01' }, environment: 'production' }, field: 'period.to' },
    { input: { period: { kind: 'custom', from: '2025-01-01', to: '2026-03-01' }, environment: 'production' }, field: 'period' },
    { input: { period: { kind: 'custom', from: '2026-02-30', to: '2026-03-01' }, environment: 'production' }, field: 'period.from' },
    { input: { period: { kind: 'today' }, environment: 'staging' }, field: 'environment' },
  ],
  'reports.export': [
    { input: { period: { kind: 'today' }, environment: 'production', format: 'pdf' }, field: 'format' },
    { input: { period: { kind: 'today' }, environment: 'production', format: 'csv', path: '/etc/passwd' }, field: 'path' },
  ],
  'reports.reconcile': [
    { input: { day: '26/11/2026', environment: 'production' }, field: 'day' },
    { input: { environment: 'production' }, field: 'day' },
  ],
  'reports.timeZone': [{ input: { timeZone: 'UTC' }, field: 'timeZone' }],
  'reports.setTimeZone': [
    { input: { timeZone: 'Mars/Olympus_Mons' }, field: 'timeZone' },
    { input: { timeZone: '../etc' }, field: 'timeZone' },
    { input: {}, field: 'timeZone' },
  ],
  'agency.handOver': [
    { input: { orderId: 3, to: { name: 'Agent Wang', code: 'W' } }, field: 'to.code' },
    { input: { orderId: 3, to: { name: 'Agent Wang', code: 'WANG' }, note: 'x'.repeat(1001) }, field: 'note' },
  ],
  'sellingPrice.get': [{ input: { orderId: 0 }, field: 'orderId' }],
  'sellingPrice.save': [
    { input: { orderId: 3, mode: 'total', amount: '' }, field: 'amount' },
    { input: { orderId: 3, mode: 'total', amount: '12,80' }, field: 'amount' },
    { input: { orderId: 3, mode: 'total', amount: '-5' }, field: 'amount' },
    { input: { orderId: 3, mode: 'fee', amount: '50.005' }, field: 'amount' },
    { input: { orderId: 3, mode: 'fee', amount: '1000000000' }, field: 'amount' },
    { input: { orderId: 3, mode: 'markup', amount: '50' }, field: 'mode' },
    { input: { orderId: 3, mode: 'total', amount: '1280', currency: 'yuan' }, field: 'currency' },
  ],
  'letterhead.get': [{ input: { logo: true }, field: 'logo' }],
  'letterhead.save': [
    { input: { agencyName: '', address: '', telephone: '', email: '', licence: '', logo: null }, field: 'agencyName' },
    { input: { agencyName: 'Skyway', address: '', telephone: '12', email: '', licence: '', logo: null }, field: 'telephone' },
    { input: { agencyName: 'Skyway', address: '', telephone: '', email: 'not-mail', licence: '', logo: null }, field: 'email' },
    { input: { agencyName: 'Skyway', address: '', telephone: '', email: '', licence: '', logo: 'data:image/gif;base64,R0lGOD' }, field: 'logo' },
    { input: { agencyName: 'Skyway', address: '', telephone: '', email: '', licence: 'x'.repeat(61), logo: 'keep' }, field: 'licence' },
  ],
  'documents.make': [
    { input: { orderId: 3, kind: 'invoice' }, field: 'kind' },
    { input: { orderId: 3, kind: 'receipt', language: 'fr' }, field: 'language' },
    { input: { orderId: 3, kind: 'receipt', passengerIndex: 0 }, field: 'passengerIndex' },
  ],
  'documents.save': [{ input: { orderId: 3, kind: 'receipt', showNetPrice: 'yes' }, field: 'showNetPrice' }],
  'documents.print': [{ input: { orderId: -1, kind: 'itinerary' }, field: 'orderId' }],
};
