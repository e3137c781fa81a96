/**
 * A generated order file of realistic shape for the benchmarks: air orders (one-way and return,
 * 1–4 passengers, 1–2 segments per journey), refund orders under issued air orders, ancillary
 * orders, statuses spread as a desk sees them, tickets on issued orders, vouchers on reimbursed
 * refunds, a few notes, names from several countries (pinyin, European with and without accents,
 * some in Chinese characters). Deterministic: the same count gives the same file.
 */
import type { FiledPassenger, FiledSegment, FiledTicket } from '../../../electron/contract/domains/orders';
import { readOrderStatus, type OrderKind } from '../../../electron/contract/domains/order-status';
import type { OrderFacts, OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import type { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { mulberry32 } from '../../../electron/sandbox/random/seeded-random';

export const SURNAMES = ['WANG', 'LI', 'ZHANG', 'LIU', 'CHEN', 'YANG', 'HUANG', 'ZHAO', 'WU', 'ZHOU', 'XU', 'SUN', 'MA', 'ZHU', 'HU', 'GUO', 'HE', 'LIN', 'LUO', 'GAO', 'SMITH', 'JONES', 'MÜLLER', 'SCHMIDT', 'GARCÍA', 'MARTÍNEZ', 'DUBOIS', 'LEFÈVRE', 'ROSSI', 'NGUYEN', 'KIM', 'PARK', 'SATO', 'TANAKA', 'SUZUKI', 'KOWALSKI', 'NOWAK', 'JOHANSSON', 'ØSTERGÅRD', 'O\'BRIEN', '王', '李', '张', '刘', '陈'];
export const GIVEN = ['WEI', 'FANG', 'NA', 'MIN', 'JING', 'LEI', 'JUN', 'YAN', 'XIAOMING', 'HONG', 'JOHN', 'ANNA', 'MARIA', 'LUCAS', 'SOPHIE', 'JOSÉ', 'CHLOÉ', 'YUKI', 'HIROSHI', 'MINJUN', 'PIOTR', 'ERIK', 'SEÁN', '小明', '伟', '芳'];
export const AIRPORTS = ['PEK', 'PKX', 'PVG', 'SHA', 'CAN', 'SZX', 'CTU', 'HGH', 'XMN', 'KMG', 'NRT', 'HND', 'ICN', 'SIN', 'BKK', 'HKG', 'LHR', 'CDG', 'FRA', 'AMS', 'JFK', 'LAX', 'SYD', 'DXB', 'MUC', 'ZRH'];
const AIRLINES = ['CA', 'MU', 'CZ', 'HU', 'ZH', 'NH', 'SQ', 'BA', 'AF', 'LH', 'EK', 'CX', 'KE', 'QF'];
const NOTES = ['Client wants aisle seat', 'Corporate account, invoice monthly', 'Visa pending, refund may follow', 'VIP, call before departure', 'Wheelchair requested at arrival', '客户要求靠窗座位', 'Paid by bank transfer', 'Group booking, see email thread', 'Name correction asked to airline'];
const AIR_STATUSES = ['TO_BE_PAID', 'ISS_PRC', 'ISSED', 'ISSED', 'ISSED', 'ISSED', 'CNCL', 'ISSED', 'CHGD', 'HOLD'];
const REFUND_STATUSES = ['Refund request', 'To be reimbursed', 'Reimbursed', 'REFD_REIMED', 'REFD_REJ'];

export const BENCH_OWNERS: OrderOwner[] = [
  { environment: 'production', partnerId: 'Agency+Prod/Id==', profileId: 'p-prod', profileName: 'Agency production' },
  { environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'p-test', profileName: 'Agency test' },
  { environment: 'sandbox', partnerId: 'U2FuZGJveD4+RGVzaz8/RGVtbw==', profileId: 'sandbox', profileName: 'Sandbox' },
];


export interface GeneratedOrder {
  owner: OrderOwner;
  facts: OrderFacts;
  note: string | null;
}

const DAY = 86_400_000;

/** The i-th order (1-based): its kind follows from i so refunds and ancillaries find their parents. */
export function* generateOrders(count: number, seed = 7, firstIndex = 1): Generator<GeneratedOrder> {
  const next = mulberry32(seed).next;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const start = Date.UTC(2024, 0, 1);
  const issuedAir: { orderNum: string; owner: OrderOwner; facts: OrderFacts }[] = [];
  for (let i = firstIndex; i < firstIndex + count; i++) {
    const owner = i % 10 === 0 ? (BENCH_OWNERS[2] as OrderOwner) : i % 4 === 0 ? (BENCH_OWNERS[1] as OrderOwner) : (BENCH_OWNERS[0] as OrderOwner);
    const created = new Date(start + i * 9 * 60_000 + Math.floor(next() * 60_000));
    const createdTime = beijing(created);
    const orderNum = `9${String(17083410000000000n + BigInt(i) * 7919n).padStart(17, '0')}`;
    const roll = next();
    const parent = issuedAir.length > 50 ? issuedAir[issuedAir.length - 1 - Math.floor(next() * 50)] : undefined;
    let kind: OrderKind = 'air';
    if (parent && roll < 0.1) kind = 'refund';
    else if (parent && roll < 0.16) kind = 'ancillary';

    if (kind !== 'air' && parent) {
      const passengers = (parent.facts.passengers ?? []).slice(0, 1 + Math.floor(next() * (parent.facts.passengers?.length ?? 1)));
      const status = kind === 'refund' ? pick(REFUND_STATUSES) : 'ISS_PRC';
      const amount = `${100 + Math.floor(next() * 4000)}.${String(Math.floor(next() * 100)).padStart(2, '0')}`;
      yield {
        owner: parent.owner,
        note: null,
        facts: {
          orderNum,
          kind,
          orderType: kind === 'refund' ? 'R' : 'ORIGIN',
          parentOrderNum: parent.orderNum,
          status: { status: readOrderStatus(status, kind), inferred: false },
          pnr: parent.facts.pnr,
          currency: 'CNY',
          amount,
          createdTime,
          passengers,
          segments: parent.facts.segments,
          ...(kind === 'refund' && /reimbursed|REIMED/i.test(status)
            ? { vouchers: passengers.map((p) => ({ passengerIndex: p.passengerIndex, lastName: p.lastName, firstName: p.firstName, voucherNumber: `VC${orderNum.slice(-10)}${p.passengerIndex}`, currency: 'CNY', amount, validFrom: createdTime.slice(0, 10), validEnd: `${Number(createdTime.slice(0, 4)) + 1}${createdTime.slice(4, 10)}`, useFor: [1, 2, 3], usageLimitation: 1, fileId: `VF${orderNum.slice(-10)}` })) }
            : {}),
        },
      };
      continue;
    }

    const passengerCount = 1 + Math.floor(next() ** 2 * 4);
    const passengers: FiledPassenger[] = Array.from({ length: passengerCount }, (_, index) => ({
      passengerIndex: index + 1,
      type: index > 1 && next() < 0.3 ? 'CHD' : 'ADT',
      lastName: pick(SURNAMES),
      firstName: pick(GIVEN),
      sex: next() < 0.5 ? 'M' : 'F',
      birthday: `19${50 + Math.floor(next() * 50)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
      nationality: 'CN',
      cardType: 'P',
      cardNum: `E${Math.floor(next() * 1e8)}`,
      cardExpiredDate: '2031-05-01',
    }));
    const roundTrip = next() < 0.45;
    const from = pick(AIRPORTS);
    let to = pick(AIRPORTS);
    if (to === from) to = from === 'PEK' ? 'SHA' : 'PEK';
    const departure = new Date(created.getTime() + (3 + Math.floor(next() * 120)) * DAY);
    const segments: FiledSegment[] = [];
    const addJourney = (journeyIndex: number, a: string, b: string, day: Date) => {
      const connection = next() < 0.3 ? pick(AIRPORTS.filter((code) => code !== a && code !== b)) : null;
      const legs = connection ? [[a, connection], [connection, b]] : [[a, b]];
      for (const [origin, destination] of legs) {
        const airline = pick(AIRLINES);
        const date = day.toISOString().slice(0, 10);
        segments.push({
          segmentNo: segments.length + 1, journeyIndex, airline, flightNum: String(100 + Math.floor(next() * 8900)), operatingAirline: null, operatingFlightNum: null,
          departure: origin as string, arrival: destination as string, departureTerminal: null, arrivalTerminal: null,
          departureDate: date, departureTime: `${String(6 + Math.floor(next() * 16)).padStart(2, '0')}:${next() < 0.5 ? '05' : '40'}`,
          arrivalDate: date, arrivalTime: `${String(8 + Math.floor(next() * 15)).padStart(2, '0')}:15`, flyingMinutes: 90 + Math.floor(next() * 600),
          cabinClass: next() < 0.85 ? 'ECONOMY' : 'BUSINESS', bookingCode: pick(['Y', 'B', 'M', 'H', 'K', 'L', 'Q', 'J', 'C']), equipment: pick(['320', '321', '333', '359', '77W', '789']), codeShare: false,
        });
      }
    };
    addJourney(0, from, to, departure);
    if (roundTrip) addJourney(1, to, from, new Date(departure.getTime() + (2 + Math.floor(next() * 20)) * DAY));
    const status = pick(AIR_STATUSES);
    const issued = status === 'ISSED' || status === 'CHGD';
    const tickets: FiledTicket[] = issued
      ? passengers.flatMap((p) => {
          const ticket = `${pick(['999', '781', '784', '618', '125'])}-${String(Math.floor(next() * 1e10)).padStart(10, '0')}`;
          return segments.map((s) => ({ passengerIndex: p.passengerIndex, segmentNo: s.segmentNo, ticketNum: ticket }));
        })
      : [];
    const amount = `${600 + Math.floor(next() * 15000) * passengerCount}.${String(Math.floor(next() * 100)).padStart(2, '0')}`;
    const pnr = Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(next() * 32)]).join('');
    const facts: OrderFacts = {
      orderNum,
      kind: 'air',
      orderType: status === 'CHGD' ? 'C' : 'O',
      status: { status: readOrderStatus(status, 'air'), inferred: false },
      pnr,
      airPnr: issued ? Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(next() * 24)]).join('') : null,
      platingCarrier: segments[0]?.airline ?? null,
      currency: 'CNY',
      amount,
      amounts: [{ key: 'orderAmount', amount, currency: 'CNY' }],
      contact: { name: `${passengers[0]?.lastName}/${passengers[0]?.firstName}`, email: 'booker@agency.example', telNum: '13800138000' },
      lastTicketingTime: beijing(new Date(created.getTime() + 30 * 60_000)),
      createdTime,
      passengers,
      segments,
      tickets,
    };
    if (issued) issuedAir.push({ orderNum, owner, facts });
    yield { owner, facts, note: i % 33 === 0 ? pick(NOTES) : null };
  }
}

function beijing(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export interface FillTimes {
  /** Wall-clock milliseconds spent filing orders (generating them is not counted). */
  wallMs: number;
  /** CPU milliseconds of this process while filing: what a machine shared with others still measures fairly. */
  cpuMs: number;
  /** Adding the generated notes afterwards (an agent's later edits, one transaction each). */
  notesWallMs: number;
}

/**
 * Files `count` generated orders, `batch` per transaction, then adds their notes (as an agent
 * would, later, each note its own save). Times filing and notes separately.
 */
export function fillOrderFile(orderFile: OrderFile, count: number, batch = 1000, firstIndex = 1): FillTimes {
  const times: FillTimes = { wallMs: 0, cpuMs: 0, notesWallMs: 0 };
  let pending: GeneratedOrder[] = [];
  const notes: { orderNum: string; owner: OrderOwner; text: string }[] = [];
  const flush = () => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    orderFile.db.transaction(() => {
      for (const order of pending) orderFile.writer.file({ source: 'order-detail', owner: order.owner, at: new Date(), fromService: true, orders: [order.facts] });
    })();
    times.wallMs += performance.now() - started;
    const used = process.cpuUsage(cpu);
    times.cpuMs += (used.user + used.system) / 1000;
    pending = [];
  };
  for (const order of generateOrders(count, 7, firstIndex)) {
    pending.push(order);
    if (order.note) notes.push({ orderNum: order.facts.orderNum, owner: order.owner, text: order.note });
    if (pending.length >= batch) flush();
  }
  if (pending.length > 0) flush();
  const started = performance.now();
  for (const note of notes) {
    const id = orderFile.reader.findId(note.owner, note.orderNum);
    if (id !== null) orderFile.notes.save(id, note.text, new Date());
  }
  times.notesWallMs = performance.now() - started;
  return times;
}
