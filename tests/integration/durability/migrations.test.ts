/**
 * Migrations are forward only and keep the data of every earlier schema version: a file is
 * built at each earlier version with rows of that version, then opened by the current desk.
 * Every migration must come with its fixture below (the first test fails otherwise).
 */
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, type Migration } from '../../../electron/main/archive/migrations';
import { migrate, openArchive, type ArchiveDatabase } from '../../../electron/main/archive/open-archive';
import { digitWindows } from '../../../electron/main/archive/orders/digit-grams';
import { ORDER_FILE_MIGRATIONS } from '../../../electron/main/archive/orders/order-file-migrations';
import { AgencyServerMemory } from '../../../electron/main/archive/agency/server-memory';
import { AgencyJournal } from '../../../electron/main/archive/agency/agency-journal';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { RefundDraftStore } from '../../../electron/main/archive/orders/refund-drafts';
import { ReportReader } from '../../../electron/main/archive/orders/reports/report-reader';
import { PricedOfferStore } from '../../../electron/main/archive/priced-offer-store';
import { SearchStore } from '../../../electron/main/archive/search-store';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { ARCHIVE_MERGE_RULES, ORDER_FILE_MERGE_RULES } from '../../../electron/main/archive/recovery/merge-rules';
import { copiedTables } from '../../../electron/main/archive/recovery/table-shapes';
import { tempDir } from '../../support/temp-dir';

const dir = tempDir('migrations');
afterAll(() => dir.remove());

/** Rows written the way the desk of that schema version wrote them. */
type Fixture = { write: (db: ArchiveDatabase) => void; check: (file: string) => void };

const ARCHIVE_FIXTURES: Record<number, Fixture> = {
  1: {
    write: (db) => {
      db.prepare('INSERT INTO searches (id, searched_at, profile_id, search_json, summary, offer_count, results_json) VALUES (?, ?, ?, ?, ?, ?, NULL)').run(
        's-v1', '2026-01-02T03:04:05.000Z', 'sandbox', JSON.stringify({ tripType: 'one-way', legs: [{ origin: 'PEK', destination: 'SHA', departureDate: '2026-02-01', airlines: [] }], adults: 1, children: 0, infants: 0, cabin: '', solutions: 20 }), 'PEK → SHA 2026-02-01', 12,
      );
    },
    check: (file) => {
      const db = openArchive(file);
      expect(new SearchStore(db).recent()).toEqual([expect.objectContaining({ searchId: 's-v1', summary: 'PEK → SHA 2026-02-01', offerCount: 12, resultsStored: false })]);
      db.close();
    },
  },
  2: {
    write: (db) => {
      db.prepare('INSERT INTO priced_offers (id, search_id, solution_id, priced_at, profile_id, summary, currency, total, price_increased, acknowledged_at, offer_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
        'p-v2', 's-v1', 'SOL', '2026-01-02T03:05:00.000Z', 'sandbox', 'PEK → SHA', 'CNY', '803.80', 1, null, JSON.stringify({ pricedOfferId: 'p-v2', acknowledgedAt: null }),
      );
    },
    check: (file) => {
      const db = openArchive(file);
      expect(new PricedOfferStore(db).recent()).toEqual([expect.objectContaining({ pricedOfferId: 'p-v2', total: '803.80', priceIncreased: true })]);
      db.close();
    },
  },
  3: {
    write: (db) => {
      const order = { orderNum: '917083410145514777', stateCode: 'TO_BE_PAID', stateText: 'To be paid', orderAmount: '803.80', currency: 'CNY', pnr: 'PNR003', lastTicketingTime: null, createdAt: '2026-01-02T03:06:00.000Z' };
      db.prepare('INSERT INTO priced_offer_orders (order_num, priced_offer_id, created_at, order_json) VALUES (?, ?, ?, ?)').run(order.orderNum, 'p-v2', order.createdAt, JSON.stringify(order));
    },
    check: (file) => {
      const db = openArchive(file);
      expect(new PricedOfferStore(db).testOrdersOf('p-v2')).toEqual([expect.objectContaining({ orderNum: '917083410145514777', pnr: 'PNR003' })]);
      db.close();
    },
  },
};

/** A refund form as the desk of version 2 saved it. */
const V2_FORM = { wholeOrder: false, cells: [{ passengerIndex: 1, segmentNo: 1 }], refundType: 0, refundReason: 0, contactPerson: '', email: '', telNum: '', refundPricingId: '', cancelledBeforeDeparture: false, passengers: [], segments: [] };

const ORDER_FILE_FIXTURES: Record<number, Fixture> = {
  1: {
    write: (db) => {
      db.prepare(
        `INSERT INTO orders (id, environment, profile_id, profile_name, order_num, kind, order_type, status_code, status_key, status_group, pnr, currency, amount,
           route_json, first_departure, lead_passenger, passenger_count, passengers_json, segments_json, tickets_json, details_json, sort_time, source, manual, first_seen_at, updated_at, as_of)
         VALUES (1, 'production', 'p-1', 'Agency', '917083410145514001', 'air', 'O', 'ISSED', 'ISSED', 'issued', 'ABC123', 'CNY', '2015.02',
           '[{"from":"PEK","to":"LHR","departDate":"2026-03-01"}]', '2026-03-01 13:05', 'ZHANG/SAN', 1,
           '[[1,"ADT","ZHANG","SAN","M","1980-01-01","CN","P","E1","2030-01-01"]]',
           '[[1,0,"CA","937",null,null,"PEK","LHR","T3",null,"2026-03-01","13:05","2026-03-01","17:10",660,"ECONOMY","Y","77W",false]]',
           '[[1,"999-1000000001",[1]]]', '{"createdTime":"2026-02-01 10:15:00"}', '2026-02-01T02:15:00.000Z', 'order-detail', 0,
           '2026-02-01T02:15:01.000Z', '2026-02-01T02:15:01.000Z', '2026-02-01T02:15:01.000Z')`,
      ).run();
      db.prepare('INSERT INTO order_ids_fts (rowid, ids) VALUES (1, ?)').run(`abc123 ${digitWindows('917083410145514001')} ${digitWindows('9991000000001')}`);
      db.prepare("INSERT INTO order_text_fts (rowid, names, places, notes) VALUES (1, 'zhang san', 'pek lhr ca937 937', '')").run();
      db.prepare("INSERT INTO order_notes (order_id, text, updated_at) VALUES (1, 'VIP', '2026-02-01T02:20:00.000Z')").run();
      // Every status the desk saw, the current one last (versions 1–3 kept it in the history too).
      db.prepare("INSERT INTO order_status_history (order_id, status_code, status_key, status_group, seen_at, source, inferred) VALUES (1, 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', '2026-02-01T02:15:01.000Z', 'test-order', 0)").run();
      db.prepare("INSERT INTO order_status_history (order_id, status_code, status_key, status_group, seen_at, source, inferred) VALUES (1, 'ISSED', 'ISSED', 'issued', '2026-02-01T03:00:00.000Z', 'order-detail', 0)").run();
      db.prepare("INSERT INTO audit_log (at, environment, profile_id, operation, request_id, outcome, code, duration_ms, order_num) VALUES ('2026-02-01T02:15:01.000Z', 'production', 'p-1', 'orderDetail', 'r1', 'ok', NULL, 120, '917083410145514001')").run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      const order = orderFile.reader.detail(1);
      expect(order).toMatchObject({ orderNum: '917083410145514001', environment: 'production', status: { key: 'ISSED' }, leadPassenger: 'ZHANG/SAN', note: { text: 'VIP' } });
      expect(order?.segments[0]).toMatchObject({ flightNum: '937', departure: 'PEK', departureTime: '13:05' });
      expect(order?.tickets).toEqual([{ passengerIndex: 1, segmentNo: 1, ticketNum: '999-1000000001' }]);
      expect(order?.audit).toHaveLength(1);
      expect(order?.statusHistory).toEqual([
        { status: expect.objectContaining({ key: 'TO_BE_PAID', group: 'to-pay' }), seenAt: '2026-02-01T02:15:01.000Z', source: 'test-order', inferred: false },
        { status: expect.objectContaining({ key: 'ISSED', group: 'issued' }), seenAt: '2026-02-01T03:00:00.000Z', source: 'order-detail', inferred: false },
      ]);
      expect(orderFile.search.search('zhang', {}, 5).rows.map((row) => row.id)).toEqual([1]);
      expect(orderFile.search.search('5514001', {}, 5).rows.map((row) => row.id)).toEqual([1]);
      orderFile.close();
    },
  },
  2: {
    write: (db) => {
      // From version 7 on a draft has no phase of its own (a new one is being edited).
      const phase = (db.prepare('PRAGMA table_info(refund_drafts)').all() as { name: string }[]).some((column) => column.name === 'phase');
      db.prepare(`INSERT INTO refund_drafts (id, order_id, ${phase ? 'phase, ' : ''}form_json, created_at, updated_at) VALUES (1, 1, ${phase ? "'editing', " : ''}?, '2026-02-02T08:00:00.000Z', '2026-02-02T08:00:00.000Z')`).run(JSON.stringify(V2_FORM));
      db.prepare("INSERT INTO refund_draft_documents (draft_id, doc_key, position, file_name, content_type, size, received, pages, state, file_id, updated_at) VALUES (1, 'k1', 1, 'certificate.pdf', 'application/pdf', 2048, 2048, 2, 'uploaded', '+/AbC==', '2026-02-02T08:01:00.000Z')").run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      const drafts = new RefundDraftStore(orderFile.db);
      expect(drafts.get(1)).toMatchObject({ orderId: 1, phase: 'editing', form: { cells: [{ passengerIndex: 1, segmentNo: 1 }] } });
      expect(drafts.documents(1)).toEqual([expect.objectContaining({ fileName: 'certificate.pdf', pages: 2, state: 'uploaded', fileId: '+/AbC==' })]);
      orderFile.close();
    },
  },
  3: {
    // Version 3 adds indexes and tunes the search tables: what the file held is found as before.
    write: () => {},
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      for (const table of ['order_ids_fts', 'order_text_fts']) expect(searchTableConfig(orderFile, table)).toMatchObject({ hashsize: 8388608 });
      expect(orderFile.search.search('zhang', {}, 5).rows.map((row) => row.id)).toEqual([1]);
      expect(orderFile.search.search('5514001', {}, 5).rows.map((row) => row.id)).toEqual([1]);
      orderFile.close();
    },
  },
  4: {
    // Version 4 keeps the current status in the order row, with when and how it was seen; the
    // history holds the statuses before it. Fixture 1's timeline (above) reads the same after it.
    write: (db) => {
      db.prepare(
        `INSERT INTO orders (id, environment, profile_id, profile_name, order_num, kind, status_code, status_key, status_group, sort_time, source, first_seen_at, updated_at,
           status_seen_at, status_source, status_inferred)
         VALUES (4, 'sandbox', 'p-4', 'Training', '917083410145514004', 'air', 'PAID', 'PAID', 'issuing', '2026-04-01T02:00:00.000Z', 'test-order',
           '2026-04-01T02:00:00.000Z', '2026-04-01T02:05:00.000Z', '2026-04-01T02:05:00.000Z', 'ticketing', 1)`,
      ).run();
      db.prepare("INSERT INTO order_status_history (order_id, status_code, status_key, status_group, seen_at, source, inferred) VALUES (4, 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', '2026-04-01T02:00:00.000Z', 'test-order', 0)").run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      expect(orderFile.reader.detail(4)?.statusHistory).toEqual([
        { status: expect.objectContaining({ key: 'TO_BE_PAID' }), seenAt: '2026-04-01T02:00:00.000Z', source: 'test-order', inferred: false },
        { status: expect.objectContaining({ key: 'PAID', group: 'issuing' }), seenAt: '2026-04-01T02:05:00.000Z', source: 'ticketing', inferred: true },
      ]);
      for (const table of ['order_ids_fts', 'order_text_fts']) expect(searchTableConfig(orderFile, table)).toMatchObject({ hashsize: 8388608, automerge: 16 });
      orderFile.close();
    },
  },
  5: {
    // Version 5 keys orders on their account: environment + partner id + number. Rows of earlier
    // versions opened without main's profiles keep a null partner id and their profile key
    // (fixture 1's order is still found, above); a row written at version 5 carries its partner id.
    write: (db) => {
      db.prepare(
        `INSERT INTO orders (id, environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_key, status_group, sort_time, source, first_seen_at, updated_at)
         VALUES (5, 'test', 'Agency+Test/Id==', 'p-5', 'Rehearsal', '917083410145514005', 'air', 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', '2026-05-01T02:00:00.000Z', 'order-detail',
           '2026-05-01T02:00:00.000Z', '2026-05-01T02:00:00.000Z')`,
      ).run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      expect(orderFile.reader.findId({ environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'another-desks-profile' }, '917083410145514005')).toBe(5);
      expect(orderFile.reader.findId({ environment: 'production', partnerId: null, profileId: 'p-1' }, '917083410145514001')).toBe(1);
      orderFile.close();
    },
  },
  6: {
    // Version 6 holds the agency's journal: an event not yet sent, one received, the cursor.
    write: (db) => {
      const event = (id: string, text: string) =>
        JSON.stringify({ id, deskId: 'desk-a', agent: { code: 'LI', name: 'Agent Li' }, happenedAt: '2026-06-01T02:00:00.000Z', environment: 'test', partnerId: 'P-6', orderNum: '917083410145514006', kind: 'order.note', body: { text } });
      // From version 10 on, one table holds both (mine: to be sent).
      const oneTable = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'agency_events'").get() as { n: number }).n > 0;
      if (oneTable) {
        db.prepare('INSERT INTO agency_events (event_id, mine, event_json) VALUES (?, 1, ?)').run('0a6e0000-0000-4000-8000-000000000006', event('0a6e0000-0000-4000-8000-000000000006', 'not sent yet'));
        db.prepare('INSERT INTO agency_events (event_id, server_seq, mine, event_json) VALUES (?, 41, 0, ?)').run('0a6e0000-0000-4000-8000-000000000007', event('0a6e0000-0000-4000-8000-000000000007', 'received'));
      } else {
        db.prepare('INSERT INTO agency_outbox (event_id, event_json) VALUES (?, ?)').run('0a6e0000-0000-4000-8000-000000000006', event('0a6e0000-0000-4000-8000-000000000006', 'not sent yet'));
        db.prepare('INSERT INTO agency_inbox (event_id, server_seq, order_key, event_json) VALUES (?, 41, ?, ?)').run('0a6e0000-0000-4000-8000-000000000007', 'test/P-6/917083410145514006', event('0a6e0000-0000-4000-8000-000000000007', 'received'));
      }
      db.prepare("INSERT INTO agency_cursor (only_row, server_seq) VALUES (1, '41')").run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      const journal = AgencyJournal.of(orderFile, 'desk-a');
      // (Fixture 10 adds one of its own.)
      expect(journal.unsent(10).filter((event) => event.kind === 'order.note').map((event) => event.kind === 'order.note' && event.body.text)).toEqual(['not sent yet']);
      expect(journal.cursor()).toBe('41');
      orderFile.close();
    },
  },
  7: {
    // Version 7 keeps no phase in a refund draft: sent and outcome-unknown are read from its order's
    // marker. A draft sent by a desk that stopped before the answer reads outcome-unknown from the
    // marker alone (the file's open makes an orphaned marker so).
    write: (db) => {
      db.prepare("INSERT INTO refund_drafts (id, order_id, form_json, sent_request_json, request_id, sent_at, created_at, updated_at) VALUES (7, 5, ?, '{\"orderNum\":\"917083410145514005\"}', 'refund-7', '2026-07-01T02:00:00.000Z', '2026-07-01T01:00:00.000Z', '2026-07-01T02:00:00.000Z')").run(JSON.stringify(V2_FORM));
      db.prepare("INSERT INTO order_pending_writes (order_id, operation, state, request_id, since) VALUES (5, 'refundRequest', 'sent', 'refund-7', '2026-07-01T02:00:00.000Z')").run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      expect(new RefundDraftStore(orderFile.db).get(7)).toMatchObject({ orderId: 5, phase: 'outcome-unknown', requestId: 'refund-7', sentRequest: { orderNum: '917083410145514005' } });
      orderFile.close();
    },
  },
  8: {
    // Version 8 keeps who holds each order beside its folded agency state (the fold writes both);
    // states folded before it get theirs from their JSON (tested below).
    write: (db) => {
      const state = { key: { environment: 'test', partnerId: 'Agency+Test/Id==', orderNum: '917083410145514005' }, manualEntries: [], notes: [], audit: [], money: [], handOffs: [], firstBy: { code: 'WANG', name: 'Agent Wang', at: '2026-08-01T02:00:00.000Z', eventId: 'e1' } };
      db.prepare("INSERT INTO agency_orders (order_key, state_json, holder_code, holder_name) VALUES (?, ?, 'WANG', 'Agent Wang')").run('test/Agency+Test/Id==/917083410145514005', JSON.stringify(state));
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      // (Fixture 14's stamped order is Zhao's.)
      expect(AgencyJournal.of(orderFile, 'desk-a').holders().filter((holder) => holder.code !== 'ZHAO')).toEqual([{ code: 'WANG', name: 'Agent Wang', orders: 1 }]);
      // Fixture 5's order is WANG's: Orders' "by agent" finds it, and no other.
      expect(orderFile.reader.page({ holders: ['WANG'] }, 0, 10).rows.map((row) => row.id)).toEqual([5]);
      expect(orderFile.reader.page({ holders: ['LI'] }, 0, 10).rows).toEqual([]);
      orderFile.close();
    },
  },
  9: {
    // Version 9 names who made each audit entry and its event id in the agency (one row per id,
    // whichever desk filed it); entries written before it have no agent.
    write: (db) => {
      db.prepare(
        `INSERT INTO audit_log (at, environment, partner_id, profile_id, operation, request_id, outcome, code, duration_ms, order_num, agent_code, agent_name, desk_id, event_id)
         VALUES ('2026-09-01T02:00:00.000Z', 'test', 'Agency+Test/Id==', 'p-5', 'ticketing', 'lock-9', 'without-agency-lock', NULL, 0, '917083410145514005', 'LI', 'Agent Li', 'desk-a', '0a6e0000-0000-4000-8000-000000000009')`,
      ).run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      expect(orderFile.reader.detail(5)?.audit).toEqual([expect.objectContaining({ operation: 'ticketing', outcome: 'without-agency-lock', agent: { code: 'LI', name: 'Agent Li' } })]);
      expect(orderFile.reader.detail(1)?.audit).toEqual([expect.objectContaining({ operation: 'orderDetail', agent: null })]);
      // The same event filed again (it came back from the agency) is not a second row.
      const again = orderFile.audit.fileFromAgency(
        { at: new Date('2026-09-01T02:00:00.000Z'), environment: 'test', partnerId: 'Agency+Test/Id==', profileId: 'p-5', operation: 'ticketing', requestId: 'lock-9', outcome: 'without-agency-lock', code: null, durationMs: 0, orderNum: '917083410145514005', eventId: '0a6e0000-0000-4000-8000-000000000009', author: { deskId: 'desk-a', agent: { code: 'LI', name: 'Agent Li' } } },
        [5],
      );
      expect(again).toBeNull();
      expect(orderFile.reader.detail(5)?.audit).toHaveLength(1);
      orderFile.close();
    },
  },
  10: {
    // Version 10 keeps the agency's facts once: this desk's unsent observation points at its
    // order's row (sent with the row's facts), a received event is kept whole once.
    write: (db) => {
      const envelope = { deskId: 'desk-a', agent: { code: 'LI', name: 'Agent Li' }, happenedAt: '2026-10-01T02:00:00.000Z', environment: 'test', partnerId: 'Agency+Test/Id==', orderNum: '917083410145514005' };
      db.prepare('INSERT INTO agency_events (event_id, mine, order_id, event_json) VALUES (?, 1, 5, ?)').run(
        '0a6e0000-0000-7000-8000-000000000010',
        JSON.stringify({ ...envelope, id: '0a6e0000-0000-7000-8000-000000000010', kind: 'order.observed', body: { serviceTime: '2026-10-01 10:00:00' } }),
      );
      db.prepare('INSERT INTO agency_events (event_id, server_seq, mine, event_json) VALUES (?, 42, 0, ?)').run(
        '0a6e0000-0000-7000-8000-000000000011',
        JSON.stringify({ ...envelope, id: '0a6e0000-0000-7000-8000-000000000011', deskId: 'desk-b', kind: 'order.note', body: { text: 'received' } }),
      );
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      const journal = AgencyJournal.of(orderFile, 'desk-a');
      const observed = journal.unsent(10).find((event) => event.id === '0a6e0000-0000-7000-8000-000000000010');
      // Sent with the facts of fixture 5's row as it is now.
      expect(observed).toMatchObject({ kind: 'order.observed', body: { serviceTime: '2026-10-01 10:00:00', facts: { kind: 'air', status_code: 'TO_BE_PAID', sort_time: '2026-05-01T02:00:00.000Z' } } });
      orderFile.close();
    },
  },
  11: {
    // Version 11 keeps the selling prices the agent entered (issue 25): the latest is the order's.
    write: (db) => {
      const insert = db.prepare('INSERT INTO order_selling_prices (order_id, mode, amount, currency, entered_at, profile_name) VALUES (5, ?, ?, ?, ?, ?)');
      insert.run('total', '1280.00', 'CNY', '2026-11-01T02:00:00.000Z', 'Rehearsal');
      insert.run('fee', '50.00', 'CNY', '2026-11-01T03:00:00.000Z', 'Rehearsal');
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      expect(orderFile.sellingPrices.current(5)).toEqual({ mode: 'fee', amount: '50.00', currency: 'CNY', enteredAt: '2026-11-01T03:00:00.000Z', profileName: 'Rehearsal' });
      orderFile.close();
    },
  },
  12: {
    // Version 12 indexes what the day's figures ask (docs/reports.md): an order issued on 2026-10-01
    // (its earlier status in the history) and its Ticketing call that morning.
    write: (db) => {
      db.prepare(
        `INSERT INTO orders (id, environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_key, status_group, currency, amount, sort_time, source, first_seen_at, updated_at, status_seen_at, status_source)
         VALUES (10, 'test', 'Agency+Test/Id==', 'p-5', 'Rehearsal', '917083410145514010', 'air', 'ISSED', 'ISSED', 'issued', 'CNY', '1200.00', '2026-09-30T02:00:00.000Z', 'order-detail',
           '2026-09-30T02:00:00.000Z', '2026-10-01T02:00:00.000Z', '2026-10-01T02:00:00.000Z', 'order-detail')`,
      ).run();
      db.prepare("INSERT INTO order_status_history (order_id, status_code, status_key, status_group, seen_at, source, inferred) VALUES (10, 'TO_BE_PAID', 'TO_BE_PAID', 'to-pay', '2026-09-30T02:00:00.000Z', 'order-detail', 0)").run();
      const audit = db
        .prepare("INSERT INTO audit_log (at, environment, partner_id, profile_id, operation, request_id, outcome, code, duration_ms, order_num) VALUES ('2026-10-01T01:00:00.000Z', 'test', 'Agency+Test/Id==', 'p-5', 'ticketing', 'pay-10', 'ok', NULL, 300, '917083410145514010')")
        .run();
      db.prepare('INSERT INTO audit_orders (audit_id, order_id) VALUES (?, 10)').run(Number(audit.lastInsertRowid));
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      // 2026-10-01 in Beijing: 09-30T16:00Z to 10-01T16:00Z.
      const figures = ReportReader.of(orderFile).figures({ environment: 'test', days: ['2026-10-01'], starts: [Date.parse('2026-09-30T16:00:00Z'), Date.parse('2026-10-01T16:00:00Z')], nowMs: Date.parse('2026-10-02T00:00:00Z'), overdueDays: 14 });
      expect([figures.sales.orders, figures.sales.amounts]).toEqual([1, [{ currency: 'CNY', amount: '1200.00' }]]);
      expect([figures.credit.payments, figures.credit.amounts]).toEqual([1, [{ currency: 'CNY', amount: '1200.00' }]]);
      const plan = (sql: string) => JSON.stringify(orderFile.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all());
      expect(plan("SELECT id FROM orders WHERE environment = 'test' AND status_group = 'issued' AND status_seen_at >= '2026' AND status_seen_at < '2027'")).toContain('orders_by_status_seen');
      expect(plan("SELECT id FROM audit_log WHERE operation = 'ticketing' AND environment = 'test' AND at >= '2026' AND at < '2027'")).toContain('audit_log_by_operation');
      orderFile.close();
    },
  },
  13: {
    // Version 13 remembers which agency server the cursor belongs to; the last event pulled at or
    // before the cursor is found by its number there (fixture 10's received event, number 42).
    write: (db) => {
      db.prepare("INSERT INTO agency_server (only_row, identity, since) VALUES (1, '5e4f0000-0000-4000-8000-000000000013', '2026-11-27T03:00:00.000Z')").run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      const memory = new AgencyServerMemory(orderFile.db, () => 0);
      expect(memory.identity()).toBe('5e4f0000-0000-4000-8000-000000000013');
      expect(memory.anchor('100')).toEqual({ seq: '42', eventId: '0a6e0000-0000-7000-8000-000000000011' });
      expect(memory.anchor('0')).toBeNull();
      expect(JSON.stringify(orderFile.db.prepare('EXPLAIN QUERY PLAN SELECT server_seq, event_id FROM agency_events WHERE server_seq <= 100 ORDER BY server_seq DESC LIMIT 1').all())).toContain('agency_events_by_server_seq');
      orderFile.close();
    },
  },
  14: {
    // Version 14 keeps this desk's unsent observation as a stamp in the order's row (docs/team-sync.md,
    // "Own observations: the stamp in the order's row"): it goes out with the row's facts, beside
    // fixture 10's observation still kept in agency_events, and "Mine" finds the order by it.
    write: (db) => {
      db.prepare(
        `INSERT INTO orders (id, environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_key, status_group, pnr, sort_time, source, first_seen_at, updated_at,
                             agency_stamp_id, agency_stamp_kind, agency_stamp_service_time, agency_stamp_at, agency_stamp_agent_code, agency_stamp_agent_name)
         VALUES (14, 'test', 'Agency+Test/Id==', 'p-5', 'Rehearsal', '917083410145514014', 'air', 'ISSED', 'ISSED', 'issued', 'PNR014', '2026-11-27T02:00:00.000Z', 'order-detail',
           '2026-11-27T02:00:00.000Z', '2026-11-27T02:00:00.000Z', '0a6e0000-0000-7000-8000-000000000014', 'observed', '2026-11-27 10:00:00', '2026-11-27T02:00:00.000Z', 'ZHAO', 'Agent Zhao')`,
      ).run();
    },
    check: (file) => {
      const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
      const journal = AgencyJournal.of(orderFile, 'desk-a');
      const unsent = journal.unsent(10);
      expect(unsent.find((event) => event.id === '0a6e0000-0000-7000-8000-000000000014')).toMatchObject({
        deskId: 'desk-a', agent: { code: 'ZHAO', name: 'Agent Zhao' }, orderNum: '917083410145514014', kind: 'order.observed',
        body: { serviceTime: '2026-11-27 10:00:00', facts: { pnr: 'PNR014', status_code: 'ISSED' } },
      });
      expect(unsent.some((event) => event.id === '0a6e0000-0000-7000-8000-000000000010')).toBe(true);
      expect(orderFile.reader.page({ holders: ['ZHAO'] }, 0, 50).rows.map((row) => row.id)).toEqual([14]);
      expect(JSON.stringify(orderFile.db.prepare('EXPLAIN QUERY PLAN SELECT id FROM orders WHERE agency_stamp_id IS NOT NULL ORDER BY agency_stamp_id LIMIT 10').all())).toContain('orders_agency_unsent');
      orderFile.close();
    },
  },
};

describe('migration 7: a draft\'s phase moves into its order\'s marker', () => {
  it('drafts written at version 6 read as they were; one whose marker was never written gets it (outcome unknown), one whose order\'s marker is another request\'s reads editing', () => {
    const file = join(dir.path, 'orders.v6-drafts');
    const db = openArchive(file, []);
    migrate(db, ORDER_FILE_MIGRATIONS.filter((m) => m.version <= 6));
    ORDER_FILE_FIXTURES[1]!.write(db);
    ORDER_FILE_FIXTURES[5]!.write(db);
    const draft = db.prepare(
      "INSERT INTO refund_drafts (id, order_id, phase, form_json, sent_request_json, request_id, sent_at, outcome_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, '2026-06-01T02:00:00.000Z', ?, ?, '2026-06-01T02:00:00.000Z')",
    );
    const form = JSON.stringify(V2_FORM);
    const sentRequest = '{"orderNum":"917083410145514001"}';
    // Order 1: an outcome-unknown draft with its marker, a done one, one being edited.
    draft.run(1, 1, 'outcome-unknown', form, sentRequest, 'refund-1', null, '2026-06-01T01:01:00.000Z');
    db.prepare("INSERT INTO order_pending_writes (order_id, operation, state, request_id, since) VALUES (1, 'refundRequest', 'outcome-unknown', 'refund-1', '2026-06-01T02:00:00.000Z')").run();
    draft.run(2, 1, 'done', form, sentRequest, 'refund-2', '{"kind":"arrived","code":"B153","message":"m","at":"2026-06-01T02:00:00.000Z"}', '2026-06-01T01:02:00.000Z');
    draft.run(3, 1, 'editing', form, null, null, null, '2026-06-01T01:03:00.000Z');
    // Order 5: a draft left "sent" whose marker the old desk never committed (two transactions).
    draft.run(4, 5, 'sent', form, '{"orderNum":"917083410145514005"}', 'refund-4', null, '2026-06-01T01:04:00.000Z');
    // Order 1 again: an outcome-unknown draft whose order's marker is another request's (kept as it is).
    draft.run(5, 1, 'outcome-unknown', form, sentRequest, 'refund-5', null, '2026-06-01T01:05:00.000Z');
    db.close();

    const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
    const drafts = new RefundDraftStore(orderFile.db);
    expect([1, 2, 3, 4, 5].map((id) => drafts.get(id)?.phase)).toEqual(['outcome-unknown', 'done', 'editing', 'outcome-unknown', 'editing']);
    expect(orderFile.pending.current(5, 'refundRequest')).toMatchObject({ state: 'outcome-unknown', requestId: 'refund-4' });
    expect(orderFile.pending.current(1, 'refundRequest')).toMatchObject({ state: 'outcome-unknown', requestId: 'refund-1' });
    orderFile.close();
  });
});

function searchTableConfig(orderFile: OrderFile, table: string): Record<string, number> {
  return Object.fromEntries((orderFile.db.prepare(`SELECT k, v FROM ${table}_config`).all() as { k: string; v: number }[]).map((row) => [row.k, row.v]));
}

const FILES: [string, readonly Migration[], Record<number, Fixture>][] = [
  ['archive.sqlite', MIGRATIONS, ARCHIVE_FIXTURES],
  ['orders.sqlite', ORDER_FILE_MIGRATIONS, ORDER_FILE_FIXTURES],
];

describe.each(FILES)('%s', (name, migrations, fixtures) => {
  const latest = Math.max(...migrations.map((m) => m.version));

  it('every migration has a fixture with rows of its version', () => {
    expect(Object.keys(fixtures).map(Number).sort((a, b) => a - b)).toEqual(migrations.map((m) => m.version).sort((a, b) => a - b));
  });

  it.each(Array.from({ length: latest + 1 }, (_, version) => version))('from version %i with data, to the latest: nothing lost', (version) => {
    const file = join(dir.path, `${name}.v${version}`);
    const db = new Database(file);
    db.exec('PRAGMA journal_mode = WAL');
    migrate(db, migrations.filter((m) => m.version <= version));
    for (let v = 1; v <= version; v++) fixtures[v]?.write(db);
    db.close();
    // The current desk opens it (applying the missing migrations) and reads every version's rows.
    const upgraded = openArchive(file, migrations);
    const applied = (upgraded.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((row) => row.version);
    upgraded.close();
    expect(applied).toEqual(migrations.map((m) => m.version).sort((a, b) => a - b));
    for (let v = 1; v <= version; v++) fixtures[v]?.check(file);
  });

  it('opening an up-to-date file again changes nothing', () => {
    const file = join(dir.path, `${name}.again`);
    openArchive(file, migrations).close();
    const db = openArchive(file, migrations);
    expect(migrate(db, migrations)).toEqual([]);
    db.close();
  });
});

describe.each([
  ['archive.sqlite', MIGRATIONS, ARCHIVE_MERGE_RULES],
  ['orders.sqlite', ORDER_FILE_MIGRATIONS, ORDER_FILE_MERGE_RULES],
] as const)('%s: bringing a set-aside file back', (name, migrations, rules) => {
  it('every table a migration creates has a rule saying how its rows are matched (a new table needs one)', () => {
    const db = openArchive(join(dir.path, `${name}.rules`), migrations);
    const tables = copiedTables(db).map((table) => table.name);
    db.close();
    expect(tables.filter((table) => !rules[table])).toEqual([]);
    for (const table of tables) expect(rules[table]!.identity.length, table).toBeGreaterThan(0);
  });
});

describe('a migration that fails leaves the file exactly at its old version (issue 21)', () => {
  const statementsOutside = /\b(PRAGMA|VACUUM|ATTACH|DETACH|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
  it.each(FILES)('%s: no migration holds a statement that commits, or takes effect, outside its transaction', (_name, migrations) => {
    for (const migration of migrations) {
      const code = migration.sql.replace(/--[^\n]*/g, '');
      expect(code, `migration ${migration.version}`).not.toMatch(statementsOutside);
    }
  });

  it('all pending migrations are one transaction: a failure in the last leaves none of them, the search tables included', () => {
    const file = join(dir.path, 'orders.sqlite.failing');
    const failing = [...ORDER_FILE_MIGRATIONS, { version: 99, name: 'fails', sql: 'CREATE TABLE later (x); INSERT INTO no_such_table VALUES (1);' }];
    expect(() => openArchive(file, failing)).toThrow(/no_such_table/);
    const db = new Database(file);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[];
    db.close();
    expect(tables).toEqual([]);
    // Then the real migrations apply as if nothing happened.
    const opened = openArchive(file, ORDER_FILE_MIGRATIONS);
    expect((opened.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number }).v).toBe(Math.max(...ORDER_FILE_MIGRATIONS.map((m) => m.version)));
    opened.close();
  });

  it('a file at version 3 whose migration to 4 fails is still at version 3, its rows as they were', () => {
    const file = join(dir.path, 'orders.sqlite.v3-failing');
    const db = new Database(file);
    db.exec('PRAGMA journal_mode = WAL');
    migrate(db, ORDER_FILE_MIGRATIONS.filter((m) => m.version <= 3));
    ORDER_FILE_FIXTURES[1]!.write(db);
    db.close();
    const breaking = ORDER_FILE_MIGRATIONS.map((m) => (m.version === 4 ? { ...m, sql: `${m.sql}\nINSERT INTO no_such_table VALUES (1);` } : m));
    expect(() => openArchive(file, breaking)).toThrow(/no_such_table/);
    const after = new Database(file);
    expect((after.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number }).v).toBe(3);
    expect((after.prepare("SELECT count(*) AS n FROM pragma_table_info('orders') WHERE name = 'status_seen_at'").get() as { n: number }).n).toBe(0);
    expect((after.prepare('SELECT count(*) AS n FROM order_status_history').get() as { n: number }).n).toBe(2);
    after.close();
  });
});


describe('orders.sqlite version 8: who holds each order', () => {
  it('states folded at version 7 get their holder from their JSON: the last hand-off\'s receiver, else who brought the order in', () => {
    const file = join(dir.path, 'orders.sqlite.holders');
    const db = new Database(file);
    db.exec('PRAGMA journal_mode = WAL');
    migrate(db, ORDER_FILE_MIGRATIONS.filter((m) => m.version <= 7));
    const agent = (code: string, name: string) => ({ code, name });
    const key = (orderNum: string) => ({ environment: 'test', partnerId: 'P-8', orderNum });
    const handedOver = {
      key: key('917083410145514081'), manualEntries: [], notes: [], audit: [], money: [],
      firstBy: { ...agent('LI', 'Agent Li'), at: '2026-08-01T02:00:00.000Z', eventId: 'e1' },
      handOffs: [
        { eventId: 'e2', deskId: 'desk-a', agent: agent('LI', 'Agent Li'), happenedAt: '2026-08-01T03:00:00.000Z', to: agent('ZHAO', 'Agent Zhao'), note: '' },
        { eventId: 'e3', deskId: 'desk-b', agent: agent('ZHAO', 'Agent Zhao'), happenedAt: '2026-08-01T04:00:00.000Z', to: agent('WANG', 'Agent Wang'), note: 'yours' },
      ],
    };
    const broughtIn = { key: key('917083410145514082'), manualEntries: [], notes: [], audit: [], money: [], handOffs: [], firstBy: { ...agent('LI', 'Agent Li'), at: '2026-08-01T02:00:00.000Z', eventId: 'e4' } };
    const insert = db.prepare('INSERT INTO agency_orders (order_key, state_json) VALUES (?, ?)');
    insert.run('test/P-8/917083410145514081', JSON.stringify(handedOver));
    insert.run('test/P-8/917083410145514082', JSON.stringify(broughtIn));
    db.close();

    const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
    expect(AgencyJournal.of(orderFile, 'desk-a').holders()).toEqual([{ code: 'LI', name: 'Agent Li', orders: 1 }, { code: 'WANG', name: 'Agent Wang', orders: 1 }]);
    orderFile.close();
  });
});

describe('orders.sqlite version 10: the facts kept once', () => {
  it('the outbox and the inbox become one table of events, each once; folded states lose their copies of the facts', () => {
    const file = join(dir.path, 'orders.v9-journal');
    const db = new Database(file);
    db.exec('PRAGMA journal_mode = WAL');
    migrate(db, ORDER_FILE_MIGRATIONS.filter((m) => m.version <= 9));
    const envelope = { agent: { code: 'LI', name: 'Agent Li' }, happenedAt: '2026-09-01T02:00:00.000Z', environment: 'test', partnerId: 'P-10', orderNum: '917083410145514100' };
    const facts = { kind: 'air', status_code: 'ISSED' };
    const mine = { ...envelope, id: '0a6e0000-0000-4000-8000-000000000101', deskId: 'desk-a', kind: 'order.observed', body: { serviceTime: '2026-09-01 10:00:00', facts } };
    const sentMine = { ...envelope, id: '0a6e0000-0000-4000-8000-000000000102', deskId: 'desk-a', kind: 'order.note', body: { text: 'sent' } };
    const theirs = { ...envelope, id: '0a6e0000-0000-4000-8000-000000000103', deskId: 'desk-b', kind: 'order.note', body: { text: 'theirs' } };
    const outbox = db.prepare('INSERT INTO agency_outbox (event_id, event_json, sent_at) VALUES (?, ?, ?)');
    outbox.run(mine.id, JSON.stringify(mine), null);
    outbox.run(sentMine.id, JSON.stringify(sentMine), '2026-09-01T02:01:00.000Z');
    const inbox = db.prepare('INSERT INTO agency_inbox (event_id, server_seq, order_key, event_json) VALUES (?, ?, ?, ?)');
    inbox.run(mine.id, null, 'test/P-10/917083410145514100', JSON.stringify(mine));
    inbox.run(sentMine.id, 7, 'test/P-10/917083410145514100', JSON.stringify(sentMine));
    inbox.run(theirs.id, 8, 'test/P-10/917083410145514100', JSON.stringify(theirs));
    const stamp = { eventId: mine.id, deskId: 'desk-a', agent: envelope.agent, happenedAt: envelope.happenedAt };
    const state = { key: { environment: 'test', partnerId: 'P-10', orderNum: '917083410145514100' }, facts: { ...stamp, serviceTime: '2026-09-01 10:00:00', facts }, manualEntries: [], notes: [], audit: [], handOffs: [], money: [], firstBy: { code: 'LI', name: 'Agent Li', at: envelope.happenedAt, eventId: mine.id } };
    db.prepare("INSERT INTO agency_orders (order_key, state_json, holder_code, holder_name) VALUES ('test/P-10/917083410145514100', ?, 'LI', 'Agent Li')").run(JSON.stringify(state));
    db.close();

    const orderFile = OrderFile.open({ file, logger: createMemoryLogger() });
    const rows = orderFile.db.prepare('SELECT event_id, mine, server_seq, sent_at IS NOT NULL AS sent FROM agency_events ORDER BY seq').all();
    expect(rows).toEqual([
      { event_id: mine.id, mine: 1, server_seq: null, sent: 0 },
      { event_id: sentMine.id, mine: 1, server_seq: 7, sent: 1 },
      { event_id: theirs.id, mine: 0, server_seq: 8, sent: 0 },
    ]);
    const journal = AgencyJournal.of(orderFile, 'desk-a');
    // The unsent event kept its facts (written whole before version 10), and is sent as it was.
    expect(journal.unsent(10)).toEqual([mine]);
    const folded = journal.orderState(state.key as { environment: 'test'; partnerId: string; orderNum: string });
    expect(folded?.facts).toEqual({ ...stamp, serviceTime: '2026-09-01 10:00:00' });
    expect(folded).not.toHaveProperty('audit');
    expect(journal.holders()).toEqual([{ code: 'LI', name: 'Agent Li', orders: 1 }]);
    orderFile.close();
  });
});
