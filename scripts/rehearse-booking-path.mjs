#!/usr/bin/env node
// The whole order life against the standalone sandbox, driven over HTTP as a partner client
// would: shop → price (V9 with the shopped solution, V10 with "direct_pricing") → book → order
// pricing → ticket → force issue → order detail → refund → reimbursed (the sandbox clock moved on
// through its control route). It also books and cancels a second order. Each step prints one
// line; any unexpected answer stops the rehearsal with exit code 1 (2 when the sandbox did not
// start). Run by `npm test` as a counted check; `node scripts/rehearse-booking-path.mjs` alone.
//
// The sandbox starts with --require-order-pricing, the real service's rule, so ticketing really
// depends on the order pricing step. Booking, order pricing, cancel and direct pricing are shapes
// assumed from public material, not in the specification (docs/sandbox.md, "The booking path").
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REIMBURSEMENT_DELAY_MINUTES = 60;
const STEPS = 12;
const started = Date.now();
/** Steps this sandbox cannot serve yet (OrderDetail before the order-file work lands). */
const pending = [];

class Unexpected extends Error {}

buildIfStale(root);
const sandbox = await startSandbox();
let step = 0;
try {
  await rehearse(sandbox);
  const skipped = pending.length ? ` (${pending.length} pending: ${pending.join(', ')})` : '';
  console.log(`rehearsal passed: ${STEPS - pending.length} of ${STEPS} steps in ${((Date.now() - started) / 1000).toFixed(1)} s${skipped}`);
} catch (error) {
  console.error(`✗ step ${step}/${STEPS}: ${error instanceof Unexpected ? error.message : error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  sandbox.child.kill('SIGTERM');
}

async function rehearse({ baseUrl, partnerId, partnerKey }) {
  const authentication = { partnerId, sign: createHash('md5').update(partnerId + partnerKey, 'utf8').digest('hex') };
  const post = async (path, payload) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ authentication, ...payload }) });
    return envelopeOf(path, response);
  };
  const control = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Unexpected(`${method} ${path} answered HTTP ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const ok = (envelope, what) => {
    if (envelope.errorCode !== '0') throw new Unexpected(`${what}: expected errorCode "0", got ${envelope.errorCode} ${envelope.errorMsg}`);
    return envelope.data;
  };
  const check = (condition, what) => {
    if (!condition) throw new Unexpected(what);
  };
  const done = (text) => console.log(`✓ ${step}/${STEPS} ${text}`);

  const info = await control('GET', '/sandbox');
  const today = Date.parse(`${info.clock.beijingTime.replace(' ', 'T')}+08:00`);
  const departureDate = new Date(today + 8 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);

  step = 1;
  const search = { adults: 1, children: 0, infants: 0, nonstop: 1, airline: '', solutions: 5, tag: '', returnTagPrice: 'Y', searchAirLegs: [{ cabinClass: 'Economy', departureDate, origin: 'PVG', destination: 'HKG', airline: '' }] };
  const shopped = ok(await post('/json/shoppingV8', { search }), 'shopping');
  check(shopped.solutions.length > 0, 'shopping found no solution');
  const solution = shopped.solutions[0];
  const journeys = journeysOf(shopped, solution);
  done(`shop PVG→HKG ${departureDate}: ${shopped.solutions.length} solutions, first ${money(solution.adtFare + solution.adtTax + (solution.qCharge ?? 0))} ${solution.currency} (${describe(journeys)})`);

  step = 2;
  const pricing = { journeys, adults: 1, children: 0, infants: 0, solutionId: solution.solutionId, cabin: '' };
  const v9 = ok(await post('/json/precisePricing_V9', { pricing }), 'PrecisePricing V9');
  done(`price V9 (shopped solution): adult ${money(v9.solution.adtFare)} + tax ${money(v9.solution.adtTax)} ${v9.solution.currency}`);

  step = 3;
  // A client without a shopping solution: the same journeys, priced directly on V10.
  const direct = ok(await post('/json/precisePricing_V10', { pricing: { ...pricing, solutionId: 'direct_pricing', tag: '', solutionKey: solution.solutionKey } }), 'PrecisePricing V10 direct');
  check(direct.solution.solutionId !== 'direct_pricing', 'direct pricing did not re-issue a solutionId');
  done(`price V10 direct ("direct_pricing"): adult ${money(direct.solution.adtFare)} + tax ${money(direct.solution.adtTax)}, bookingWithoutCard ${direct.solution.bookingWithoutCard}`);

  step = 4;
  const traveller = { passengerIndex: 1, psgType: 'ADT', lastName: 'REHEARSAL', firstName: 'ANNA', birthday: '1988-04-12', sex: 'F', nationality: 'CN', cardType: 'P', cardNum: 'E55501234', cardExpiredDate: '2034-06-30' };
  const booking = (passenger, priced) => ({
    passengers: [passenger],
    solution: { solutionId: priced.solution.solutionId, adtFare: priced.solution.adtFare, adtTax: priced.solution.adtTax, journeys: journeysOf(priced, priced.solution) },
    contact: { name: `${passenger.lastName}/${passenger.firstName}`, email: 'rehearsal@example.com', telCode: '+86', mobile: '13800138000' },
    buyerOrder: 'REHEARSAL-1',
  });
  const booked = ok(await post('/json/preciseBooking_V7', { booking: booking(traveller, direct) }), 'PreciseBooking V7');
  check(/^\d{18}$/.test(booked.orderNum), `PreciseBooking answered order number ${booked.orderNum}`);
  done(`book (PreciseBooking V7): order ${booked.orderNum}, PNR ${booked.pnr}, TO_BE_PAID`);

  step = 5;
  const refused = await post('/json/ticketing', { ticketing: { orderNum: booked.orderNum, PNR: booked.pnr, name: 'REHEARSAL/ANNA', email: 'rehearsal@example.com', telNum: '13800138000' } });
  check(refused.errorCode === 'B009', `ticketing before order pricing should answer B009 (rule on), got ${refused.errorCode}`);
  const repriced = ok(await post('/json/orderPricingV5', { orderPricing: { orderNum: booked.orderNum } }), 'OrderPricing V5');
  const orderAmount = repriced.orderResult.orderAmount;
  check(repriced.pricingResult.solution.adtFare === direct.solution.adtFare, 'order pricing changed the adult fare');
  done(`order pricing (OrderPricing V5): ${money(orderAmount)} ${repriced.orderResult.currency}, pay by ${repriced.pricingResult.flights[0].lastTktTime} (ticketing before it: B009)`);

  step = 6;
  const paid = ok(await post('/json/ticketing', { ticketing: { orderNum: booked.orderNum, PNR: booked.pnr, name: 'REHEARSAL/ANNA', email: 'rehearsal@example.com', telNum: '13800138000' } }), 'Ticketing');
  check(paid.orderAmount === orderAmount, `ticketing charged ${paid.orderAmount}, order pricing said ${orderAmount}`);
  const again = await post('/json/ticketing', { ticketing: { orderNum: booked.orderNum } });
  check(again.errorCode === 'B024', `paying again should answer B024, got ${again.errorCode}`);
  done(`ticket: paid ${money(paid.payAmount)} (order ${money(paid.orderAmount)} + expense ${money(paid.transactionExpense)}); paying again is B024, never charged twice`);

  step = 7;
  const issued = await post('/json/buyer/fake/modifyOrder', { fakeModifyOrder: { orderNum: booked.orderNum } });
  check(issued.errorCode === '0' && !('data' in issued), `ModifyOrderStatus answered ${JSON.stringify(issued)}`);
  done('force issue (ModifyOrderStatus): ISSED');

  step = 8;
  const order = await orderDetail(info, post, booked.orderNum, control, check);

  step = 9;
  const refund = await postRefund(baseUrl, authentication, {
    allPaxOfOrder: 1,
    orderNum: booked.orderNum,
    refundType: 1,
    refundReason: 2,
    contactPerson: 'REHEARSAL/ANNA',
    email: 'rehearsal@example.com',
    telNum: '13800138000',
    pnrList: order.segments.map((segment) => ({
      segmentNo: segment.segmentNo,
      departure: segment.departure,
      arrival: segment.arrival,
      flightNum: segment.flightNum,
      cabinClass: segment.cabinClass,
      bookingCode: segment.bookingCode,
      pnr: order.pnr,
      ticketNums: order.passengers.map((p) => ({ ticketNum: p.ticketNum, lastName: p.lastName, firstName: p.firstName, sex: p.sex, birthday: p.birthday })),
    })),
  });
  const refundOrder = ok(refund, 'RefundRequest');
  check(refundOrder.parentOrderNum === booked.orderNum, 'the refund order names another parent');
  done(`refund (RefundRequest, Base64 form): refund order ${refundOrder.orderNum}, "${refundOrder.orderStatus}"`);

  step = 10;
  const waiting = ok(await post('/json/refundReimburse/check', { data: { orderNum: refundOrder.orderNum } }), 'CheckReimbursed');
  check(waiting.reimbursedOrderStatus === 'Refund request', `before time passes the refund is "${waiting.reimbursedOrderStatus}"`);
  const clock = await control('POST', '/sandbox/clock', { minutes: REIMBURSEMENT_DELAY_MINUTES + 1 });
  done(`advance the sandbox clock ${REIMBURSEMENT_DELAY_MINUTES + 1} min (POST /sandbox/clock): now ${clock.beijingTime} Beijing`);

  step = 11;
  const reimbursed = ok(await post('/json/refundReimburse/check', { data: { orderNum: refundOrder.orderNum } }), 'CheckReimbursed');
  check(reimbursed.reimbursedOrderStatus === 'Reimbursed' && reimbursed.voucherList.length === 1, `after the delay the refund is "${reimbursed.reimbursedOrderStatus}"`);
  done(`reimbursed (CheckReimbursed): ${reimbursed.payGate} ${reimbursed.voucherList[0].voucherNumber}, ${money(reimbursed.voucherList[0].voucherAmount)} ${reimbursed.currency}`);

  step = 12;
  const repricedAgain = ok(await post('/json/precisePricing_V11', { pricing: { ...pricing, solutionId: 'direct pricing' } }), 'PrecisePricing V11 direct');
  const second = ok(await post('/json/preciseBooking_V7', { booking: booking({ ...traveller, firstName: 'BERT', sex: 'M', cardNum: 'E55505678' }, repricedAgain) }), 'PreciseBooking V7 (second order)');
  const cancelled = await post('/json/cancel', { cancel: { orderNum: second.orderNum, virtualPnr: second.pnr } });
  check(cancelled.errorCode === '0' && cancelled.errorMsg === 'OK' && !('data' in cancelled), `Cancel answered ${JSON.stringify(cancelled)}`);
  const twice = await post('/json/cancel', { cancel: { orderNum: second.orderNum } });
  check(twice.errorCode === 'B041', `cancelling again should answer B041, got ${twice.errorCode}`);
  done(`book and cancel a second order (V11 direct → PreciseBooking → Cancel "OK"): ${second.orderNum}; again: B041`);
}

/**
 * Step 8. OrderDetail is served by the order-file work (an operation assumed from public material);
 * until this sandbox lists it, the step reads the order from the sandbox's own listing instead and
 * says so, so the refund that follows still has the ticket numbers.
 */
async function orderDetail(info, post, orderNum, control, check) {
  const path = Object.entries(info.operations).find(([id]) => /orderdetail/i.test(id) && !/ancillary/i.test(id))?.[1];
  const listed = (await control('GET', `/sandbox/orders?orderNum=${orderNum}`)).orders[0];
  check(listed?.stateCode === 'ISSED' && listed.passengers.every((p) => p.ticketNum), `the order is ${listed?.stateCode} without every ticket number`);
  if (!path) {
    pending.push('order detail');
    console.log(`- ${8}/${STEPS} order detail: PENDING (this sandbox serves no OrderDetail yet); read GET /sandbox/orders instead: ISSED, ticket ${listed.passengers[0].ticketNum}`);
    return listed;
  }
  const detail = await post(path, { data: { orderNum, includeFields: 'passengers,journeys,solutions', includeOrderTypes: ['O', 'R'] } });
  if (detail.errorCode !== '0') throw new Unexpected(`OrderDetail: expected errorCode "0", got ${detail.errorCode} ${detail.errorMsg}`);
  check(detail.data.orderStatus === 'ISSED', `OrderDetail says ${detail.data.orderStatus}`);
  check(detail.data.passengers.every((p) => p.ticketNum), 'OrderDetail lists a passenger without a ticket number');
  console.log(`✓ 8/${STEPS} order detail (${path}): ISSED, PNR ${detail.data.pnr}, ticket ${detail.data.passengers[0].ticketNum}`);
  return listed;
}

/** RefundRequest: the JSON Base64-encoded into the form field `param`, percent-encoded (`+` → %2B). */
async function postRefund(baseUrl, authentication, data) {
  const param = Buffer.from(JSON.stringify({ authentication, data }), 'utf8').toString('base64');
  const response = await fetch(`${baseUrl}/refund-api/refundRequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `param=${encodeURIComponent(param)}`,
  });
  if (response.headers.get('x-sandbox-notice')) throw new Unexpected(`the refund form was mis-encoded: ${response.headers.get('x-sandbox-notice')}`);
  return envelopeOf('/refund-api/refundRequest', response);
}

async function envelopeOf(path, response) {
  const text = await response.text();
  if (response.status !== 200) throw new Unexpected(`${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Unexpected(`${path} answered something that is not JSON: ${text.slice(0, 200)}`);
  }
}

/** The journeys of a solution as a pricing or booking request sends them (local str* times). */
function journeysOf(data, solution) {
  const flights = new Map(data.flights.map((flight) => [flight.flightId, flight]));
  const segments = new Map(data.segments.map((segment) => [segment.segmentId, segment]));
  return Object.fromEntries(
    Object.entries(solution.journeys).map(([key, flightIds]) => [
      key,
      flightIds
        .flatMap((id) => flights.get(id).segmentIds ?? flights.get(id).segmengtIds)
        .map((id) => segments.get(id))
        .map((s) => ({ airline: s.airline, flightNum: s.flightNum, departure: s.departure, arrival: s.arrival, departureDate: s.strDepartureDate, departureTime: s.strDepartureTime, arrivalDate: s.strArrivalDate, arrivalTime: s.strArrivalTime, bookingCode: s.bookingCode })),
    ]),
  );
}

function describe(journeys) {
  return Object.values(journeys)
    .flat()
    .map((s) => `${s.airline}${s.flightNum} ${s.departureTime} ${s.bookingCode}`)
    .join(', ');
}

function money(amount) {
  return Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Starts out/main/sandbox.js on a free port with the real order-pricing rule; reads what it prints. */
function startSandbox() {
  const child = spawn(process.execPath, [join(root, 'out/main/sandbox.js'), '--port', '0', '--require-order-pricing', '--reimbursement-delay', String(REIMBURSEMENT_DELAY_MINUTES)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    const fields = {};
    let buffered = '';
    const fail = (why) => {
      console.error(`✗ the standalone sandbox did not start: ${why}`);
      child.kill('SIGTERM');
      process.exit(2);
    };
    const timer = setTimeout(() => fail('no base URL within 15 s'), 15_000);
    child.on('exit', (code) => fail(`it exited with code ${code}`));
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (const line of buffered.split('\n').slice(0, -1)) {
        const match = /^(baseUrl|partnerId|partnerKey): (.+)$/.exec(line);
        if (match) fields[match[1]] = match[2];
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
      if (fields.baseUrl && fields.partnerId && fields.partnerKey && !fields.reported) {
        fields.reported = true;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        console.log(`sandbox: ${fields.baseUrl} (standalone, --require-order-pricing)`);
        resolve({ ...fields, child });
      }
    });
  });
}
