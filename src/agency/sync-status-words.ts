import type { AgencySyncState } from '@contract/domains/agency';
import { format, text } from '../ui-text';

/** The workstation's hours and minutes of an instant: "since" is this desk's own moment, said as "your time". */
function yourTime(iso: string): string {
  const at = new Date(iso);
  const clock = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return format(text.moment.yourTime, { moment: clock });
}

/** Team sync's state in the header's words. */
export function syncStatusWords(sync: AgencySyncState): string {
  const t = text.agency.status;
  switch (sync.state) {
    case 'off':
      return t.off;
    case 'connecting':
      return t.connecting;
    case 'in-sync':
      return sync.waiting > 0 ? format(t.inSyncWaiting, { count: sync.waiting }) : t.inSync;
    case 'offline':
      return format(t.offline, { since: yourTime(sync.since), count: sync.waiting });
    case 'needs-preparing':
      return format(t.needsPreparing, { version: sync.version, needed: sync.needed });
    case 'newer-schema':
      return format(t.newerSchema, { version: sync.version });
  }
}
