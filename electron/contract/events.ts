import type { ConnectionStatus } from './domains/connection';
import type { OrdersChanged, StorageFileStatus } from './domains/orders';
import type { ProfileSummary } from './domains/profiles';
import type { ReimbursementPollerState, ReimbursementStatusChange } from './domains/reimbursements';
import type { RefundDraftChanged } from './domains/refunds';
import type { ServiceClockState } from './domains/service-clock';
import type { AgencySyncState } from './domains/agency';
import type { ReconcileProgress } from './domains/reports';

/** Events main pushes to the renderer, in both transports. */
export interface DeskEvents {
  'connection.changed': ConnectionStatus;
  'profiles.activeChanged': ProfileSummary;
  /** The active service's clock moved relative to ours (a sandbox clock advanced or reset, a profile switch). */
  'serviceClock.changed': ServiceClockState;
  /** Orders were filed or changed (answers, manual entries, notes): lists showing them refresh. */
  'orders.changed': OrdersChanged;
  /** A refund order's status changed (the agent's check or the background poller). */
  'reimbursements.statusChanged': ReimbursementStatusChange;
  /** What the background poller is doing (watching, in flight, backing off). */
  'reimbursements.pollerState': ReimbursementPollerState;
  /** A refund draft changed in main: a document's progress or state, a submission's outcome. */
  'refunds.changed': RefundDraftChanged;
  /** The background check found a storage file damaged: `orders.status` says which and what to do. */
  'storage.damageFound': { name: StorageFileStatus['name'] };
  /** Team sync's state changed (in sync, N waiting, offline since…): the header says it. */
  'agency.statusChanged': AgencySyncState;
  /** A day's reconciliation moved on (orders compared, differences found so far). */
  'reports.reconcileProgress': ReconcileProgress;
}

export type DeskEventName = keyof DeskEvents;

export const EVENT_NAMES = [
  'connection.changed',
  'profiles.activeChanged',
  'serviceClock.changed',
  'orders.changed',
  'reimbursements.statusChanged',
  'reimbursements.pollerState',
  'refunds.changed',
  'storage.damageFound',
  'agency.statusChanged',
  'reports.reconcileProgress',
] as const satisfies readonly DeskEventName[];

type MissingEvent = Exclude<DeskEventName, (typeof EVENT_NAMES)[number]>;
export const everyEventListed: [MissingEvent] extends [never] ? true : MissingEvent = true;
