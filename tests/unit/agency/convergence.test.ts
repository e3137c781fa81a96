import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgencyEvent } from '../../../electron/main/agency/agency-event';
import { currentHolder, emptyOrderState, foldEvent, unknownOutcomes, type AgencyOrderState } from '../../../electron/main/agency/convergence';
import { mulberry32 } from '../../../electron/sandbox/random/seeded-random';
import { noteEvent, observedEvent } from '../../support/postgres/agency-events';

/** Folds a whole set of events (any order, duplicates allowed) into every order's state, by order key. */
function foldAll(events: readonly AgencyEvent[]): Map<string, AgencyOrderState> {
  const orders = new Map<string, AgencyOrderState>();
  for (const event of events) {
    const key = `${event.environment}/${event.partnerId}/${event.orderNum}`;
    orders.set(key, foldEvent(orders.get(key) ?? emptyOrderState(event), event));
  }
  return orders;
}


/** The facts of the event a state names as the winner (the state keeps its id, never a copy of its facts). */
function winnerFacts(events: readonly AgencyEvent[], winner: { eventId: string } | undefined): Record<string, unknown> | undefined {
  const event = events.find((each) => each.id === winner?.eventId);
  return event && 'facts' in event.body ? event.body.facts : undefined;
}

const li = { code: 'LI', name: 'Agent Li' };
const wang = { code: 'WANG', name: 'Agent Wang' };

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed).next;
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const base = { environment: 'test' as const, partnerId: 'P-TEST', orderNum: '1000000001' };
const money = (agent: typeof li, attemptId: string, state: 'sent' | 'unknown' | 'settled' | 'failed', extra: { withoutLease?: boolean; at?: string } = {}): AgencyEvent => ({
  ...base,
  id: randomUUID(),
  deskId: agent === li ? 'desk-a' : 'desk-b',
  agent,
  happenedAt: extra.at ?? '2026-11-26T10:00:00.000Z',
  kind: 'order.money',
  body: { attemptId, operation: 'ticketing', state, ...(extra.withoutLease ? { withoutLease: true } : {}) },
});
const manual = (agent: typeof li, at: string, fare: string): AgencyEvent => ({
  ...base,
  id: randomUUID(),
  deskId: agent === li ? 'desk-a' : 'desk-b',
  agent,
  happenedAt: at,
  kind: 'order.manual',
  body: { facts: { fare } },
});
const handOff = (from: typeof li, to: typeof li, at: string): AgencyEvent => ({
  ...base,
  id: randomUUID(),
  deskId: from === li ? 'desk-a' : 'desk-b',
  agent: from,
  happenedAt: at,
  kind: 'order.handoff',
  body: { toAgentCode: to.code, toAgentName: to.name, note: 'customer calls back at 3' },
});

const price = (agent: typeof li, at: string, amount: string, mode: 'total' | 'fee' = 'total'): AgencyEvent => ({
  ...base,
  id: randomUUID(),
  deskId: agent === li ? 'desk-a' : 'desk-b',
  agent,
  happenedAt: at,
  kind: 'order.price',
  body: { mode, amount, currency: 'CNY' },
});

/** A day of one order seen by two desks whose clocks are minutes apart. */
function aDayOfEvents(): AgencyEvent[] {
  return [
    observedEvent({ agent: li, deskId: 'desk-a', serviceTime: '2026-11-26 18:00:00', status: 'To be paid', happenedAt: '2026-11-26T10:00:05.000Z' }),
    // Desk B's clock runs 7 minutes behind, yet its later observation (by the service's time) must win.
    observedEvent({ agent: wang, deskId: 'desk-b', serviceTime: '2026-11-26 18:05:00', status: 'Issued', happenedAt: '2026-11-26T09:58:00.000Z' }),
    observedEvent({ agent: li, deskId: 'desk-a', serviceTime: '2026-11-26 18:02:00', status: 'Paid, to be issued', happenedAt: '2026-11-26T10:02:00.000Z' }),
    noteEvent({ agent: li, deskId: 'desk-a', text: 'window seat', happenedAt: '2026-11-26T10:01:00.000Z' }),
    noteEvent({ agent: wang, deskId: 'desk-b', text: 'vegetarian meal', happenedAt: '2026-11-26T10:01:00.000Z' }),
    money(li, 'pay-1', 'sent'),
    money(li, 'pay-1', 'unknown'),
    money(wang, 'pay-2', 'sent', { withoutLease: true }),
    money(wang, 'pay-2', 'settled'),
    manual(li, '2026-11-26T10:00:00.000Z', '100.00'),
    manual(wang, '2026-11-26T10:06:00.000Z', '999.00'),
    manual(li, '2026-11-26T10:04:00.000Z', '120.00'),
    handOff(li, wang, '2026-11-26T10:05:00.000Z'),
    price(li, '2026-11-26T10:03:00.000Z', '1280.00'),
    price(wang, '2026-11-26T10:07:00.000Z', '50.00', 'fee'),
    price(li, '2026-11-26T10:06:30.000Z', '1300.00'),
  ];
}

describe('every desk converges to the same state from the same events, in any order', () => {
  const events = aDayOfEvents();
  const reference = foldAll(events).get('test/P-TEST/1000000001');

  it('the same state for 200 shuffled arrival orders, with events received twice', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const arrival = shuffled([...events, ...events.slice(0, seed % events.length)], seed);
      expect(foldAll(arrival).get('test/P-TEST/1000000001')).toEqual(reference);
    }
  });

  it('facts follow the latest observation by the service’s time, not the desk’s clock', () => {
    expect(winnerFacts(events, reference?.facts)).toEqual({ status: 'Issued' });
    expect(reference?.facts?.agent).toEqual(wang);
  });

  it('within one second of the service’s time, the later observation by the desk’s time wins, whatever the ids', () => {
    // A booking's observation and its payment's, 300 ms apart on one desk: the paid state must win everywhere.
    for (let round = 0; round < 20; round += 1) {
      const booked = observedEvent({ serviceTime: '2026-11-26 18:00:00', status: 'TO_BE_PAID', happenedAt: '2026-11-26T10:00:00.100Z' });
      const paid = observedEvent({ serviceTime: '2026-11-26 18:00:00', status: 'ISS_PRC', happenedAt: '2026-11-26T10:00:00.400Z' });
      expect(winnerFacts([booked, paid], foldAll([booked, paid]).get('test/P-TEST/1000000001')?.facts)?.status).toBe('ISS_PRC');
      expect(winnerFacts([booked, paid], foldAll([paid, booked]).get('test/P-TEST/1000000001')?.facts)?.status).toBe('ISS_PRC');
    }
  });

  it('a tie on the service’s time and the desk’s time is broken by event id, the same everywhere', () => {
    const at = '2026-11-26T10:00:00.000Z';
    const one = observedEvent({ serviceTime: '2026-11-26 18:00:00', status: 'A', happenedAt: at });
    const two = observedEvent({ serviceTime: '2026-11-26 18:00:00', status: 'B', happenedAt: at });
    const winner = one.id > two.id ? 'A' : 'B';
    expect(winnerFacts([one, two], foldAll([one, two]).get('test/P-TEST/1000000001')?.facts)?.status).toBe(winner);
    expect(winnerFacts([one, two], foldAll([two, one]).get('test/P-TEST/1000000001')?.facts)?.status).toBe(winner);
  });

  it('the selling price is the latest entered by desk time, whoever entered it', () => {
    expect(reference?.price).toMatchObject({ agent: wang, mode: 'fee', amount: '50.00', currency: 'CNY', happenedAt: '2026-11-26T10:07:00.000Z' });
  });

  it('selling prices entered at the same instant are decided by event id, the same everywhere', () => {
    const at = '2026-11-26T10:00:00.000Z';
    for (let round = 0; round < 20; round += 1) {
      const one = price(li, at, '100.00');
      const two = price(wang, at, '200.00');
      const winner = one.id > two.id ? '100.00' : '200.00';
      expect(foldAll([one, two]).get('test/P-TEST/1000000001')?.price?.amount).toBe(winner);
      expect(foldAll([two, one, two]).get('test/P-TEST/1000000001')?.price?.amount).toBe(winner);
    }
  });

  it('notes are kept, each once, in desk-time order', () => {
    expect(reference?.notes.map((note) => note.text).sort()).toEqual(['vegetarian meal', 'window seat']);
  });

  it('a manual entry belongs to its author: another agent’s entry never changes it', () => {
    expect(reference?.manual?.author).toEqual(li);
    expect(winnerFacts(events, reference?.manual)).toEqual({ fare: '120.00' });
  });

  it('an unknown payment outcome stays visible until settled; paying without the lock is remembered', () => {
    expect(unknownOutcomes(reference!).map((attempt) => attempt.attemptId)).toEqual(['pay-1']);
    const pay2 = reference?.money.find((attempt) => attempt.attemptId === 'pay-2');
    expect(pay2).toMatchObject({ state: 'settled', withoutLease: true });
    const checked = foldAll([...events, money(wang, 'pay-1', 'failed', { at: '2026-11-26T10:10:00.000Z' })]).get('test/P-TEST/1000000001');
    expect(unknownOutcomes(checked!)).toEqual([]);
  });

  it('the order’s holder is the last hand-off’s receiver, and who brought it in is known', () => {
    expect(currentHolder(reference!)).toEqual(wang);
    expect(reference?.firstBy).toMatchObject({ code: 'WANG', at: '2026-11-26T09:58:00.000Z' });
  });
});
