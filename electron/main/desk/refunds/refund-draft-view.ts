import type { RefundDraft, RefundDraftState, RefundDraftSummary } from '../../../contract/domains/refunds';
import { cellKey } from '../../../contract/refunds/refund-form';
import { buildRefundRequest, passengerName } from '../../../contract/refunds/refund-request-builder';
import type { SentIssue } from '../../../contract/result';
import type { OrderForRefund } from './refund-dependencies';
import type { DraftRow, StoredDocument } from '../../archive/orders/refund-drafts';
import { wording, type Text } from '../../../contract/words';

/**
 * A draft as the Refunds screen shows it: the form, its documents, what still stops it (each issue
 * naming its field), and its state in the list — draft, uploading, ready, sent, outcome unknown,
 * done — derived from the stored phase and the documents, never stored twice.
 */

/** The ids that go with the request: uploaded documents and pasted ids, in the order attached. */
export function fileIdsOf(documents: readonly StoredDocument[]): string[] {
  return documents.filter((d) => (d.state === 'uploaded' || d.state === 'pasted') && d.fileId).map((d) => d.fileId as string);
}

const MOVING = new Set<StoredDocument['state']>(['receiving', 'checked', 'queued', 'uploading']);

export function documentIssues(documents: readonly StoredDocument[]): SentIssue[] {
  return documents.flatMap((document): SentIssue[] => {
    const name = document.fileName ?? document.fileId ?? 'A document';
    if (MOVING.has(document.state)) return [{ field: `documents.${document.key}`, rule: 'uploaded', message: wording('refunds.stillUploading', { name }) }];
    if (document.state === 'failed' || document.state === 'cancelled' || document.state === 'interrupted') {
      return [{ field: `documents.${document.key}`, rule: 'uploaded', message: wording('refunds.notUploaded', { name }) }];
    }
    return [];
  });
}

export function draftIssues(row: DraftRow, order: OrderForRefund | null, documents: readonly StoredDocument[]): SentIssue[] {
  const built = buildRefundRequest({ orderNum: order?.orderNum ?? '', form: row.form, fileIds: fileIdsOf(documents) });
  return [...(built.ok ? [] : built.issues), ...documentIssues(documents)];
}

export function draftState(row: DraftRow, documents: readonly StoredDocument[], issues: readonly SentIssue[]): RefundDraftState {
  switch (row.phase) {
    case 'done':
      return 'done';
    case 'outcome-unknown':
      return 'outcome-unknown';
    case 'sent':
      return 'sent';
    case 'editing':
      if (documents.some((d) => MOVING.has(d.state))) return 'uploading';
      return issues.length === 0 ? 'ready' : 'draft';
  }
}

export function routeOf(order: Pick<OrderForRefund, 'segments'> | null): string {
  if (!order || order.segments.length === 0) return '';
  const ordered = [...order.segments].sort((a, b) => a.segmentNo - b.segmentNo);
  const stops = [ordered[0]?.departure ?? ''];
  for (const segment of ordered) {
    if (stops[stops.length - 1] !== segment.departure) stops.push(segment.departure);
    stops.push(segment.arrival);
  }
  return stops.join('-');
}

function passengersOf(row: DraftRow): Text {
  const selected = new Set(row.form.cells.map((cell) => cell.passengerIndex));
  const chosen = row.form.passengers.filter((p) => selected.size === 0 || selected.has(p.passengerIndex));
  const first = chosen[0];
  if (!first) return '';
  const name = passengerName(row.form, first.passengerIndex);
  return chosen.length > 1 ? wording('refundRequest.andMore', { name, more: chosen.length - 1 }) : name;
}

export function draftSummary(row: DraftRow, order: OrderForRefund | null, documents: readonly StoredDocument[], issues: readonly SentIssue[]): RefundDraftSummary {
  return {
    draftId: row.id,
    orderId: row.orderId,
    orderNum: order?.orderNum ?? '',
    orderKind: (order?.orderType ?? '').trim().toUpperCase() === 'C' ? 'change' : 'original',
    profileId: order?.profileId ?? '',
    profileName: order?.profileName ?? '',
    environment: order?.environment ?? 'sandbox',
    route: routeOf(order),
    passengers: passengersOf(row),
    state: draftState(row, documents, issues),
    refundOrderNum: row.outcome?.kind === 'refunded' ? row.outcome.refundOrderNum : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function draftView(row: DraftRow, order: OrderForRefund | null, documents: readonly StoredDocument[]): RefundDraft {
  const issues = row.phase === 'editing' ? draftIssues(row, order, documents) : [];
  return {
    ...draftSummary(row, order, documents, issues),
    form: row.form,
    // The content hash stays in main.
    documents: documents.map(({ sha256: _hash, ...document }) => document),
    issues,
    sending: row.requestId && row.sentAt ? { requestId: row.requestId, sentAt: row.sentAt, checks: row.checks } : null,
    outcome: row.outcome,
    lastError: row.lastError,
    orderStatus: order?.status ?? null,
  };
}

/** Keeps only cells of passengers and segments the form has (a form edited by hand stays coherent). */
export function validCells(row: DraftRow['form']): DraftRow['form']['cells'] {
  const passengers = new Set(row.passengers.map((p) => p.passengerIndex));
  const segments = new Set(row.segments.map((s) => s.segmentNo));
  const seen = new Set<string>();
  return row.cells.filter((cell) => {
    const key = cellKey(cell);
    if (!passengers.has(cell.passengerIndex) || !segments.has(cell.segmentNo) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
