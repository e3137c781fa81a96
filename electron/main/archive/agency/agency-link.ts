import type { OrderFile } from '../orders/order-file';
import { AgencyFiling, type LocalProfileOf } from './agency-filing';
import { AgencyJournal } from './agency-journal';
import { AgencyRecorder, type Recording } from './agency-recorder';
import { AgencyServerMemory } from './server-memory';

/**
 * The order file's side of team sync, hung on its door: every committed change of this desk is
 * recorded in the outbox inside its transaction, and every other desk's winning facts are filed
 * back through the door (docs/team-sync.md). `recording()` is null while team sync is off: then
 * nothing is recorded, and the first join uploads the file as it is.
 */
export interface AgencyLink {
  readonly journal: AgencyJournal;
  /** Which server the journal's cursor and sent marks belong to, and starting over with another (server-memory.ts). */
  readonly server: AgencyServerMemory;
  /** Records an `order.observed` (or manual) event for every order of the file: the first join's upload. */
  recordWholeFile(): number;
  /** Hears that a change committed with events for the agency (the sync then pushes at once). */
  onRecorded(listener: () => void): () => void;
  stop(): void;
}

export function linkAgency(orderFile: OrderFile, deskId: string, recording: () => Recording | null, localProfile: LocalProfileOf): AgencyLink {
  const journal = AgencyJournal.of(orderFile, deskId);
  const recorder = new AgencyRecorder(orderFile.db, journal, recording, orderFile.writer.stamps);
  // The writer stamps this desk's own observations into the rows it writes (order-stamps.ts).
  const stopStamping = orderFile.writer.stamps.use(recording);
  const filing = new AgencyFiling(orderFile.db, orderFile.index, orderFile.changes, journal, orderFile.audit, localProfile);
  const stopRecording = orderFile.changes.recordBeforeCommit((changes) => recorder.record(changes));
  const stopFiling = journal.fileWithin((events) => void filing.file(events));
  return {
    journal,
    server: new AgencyServerMemory(orderFile.db, () => recorder.recordAll()),
    recordWholeFile: () => recorder.recordAll(),
    onRecorded: (listener) => orderFile.changes.subscribe((change) => {
      const mine = change.kind === 'audit' || (change.kind === 'orders' && change.source !== 'agency' && change.source !== 'restored');
      if (mine && recording() !== null) listener();
    }),
    stop: () => {
      stopRecording();
      stopStamping();
      stopFiling();
    },
  };
}
