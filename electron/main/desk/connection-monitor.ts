import { sayWords, type Words } from '../i18n/main-language';
import type { ConnectionStatus } from '../../contract';
import type { EventHub } from './event-hub';

export type ConnectionObservation =
  | { kind: 'reached'; detail: Words }
  | { kind: 'unreachable'; detail: Words };

/**
 * What the desk last saw of the active profile's service. Every wholesale call reports in; the
 * renderer hears changes as `connection.changed` events and never has to poll.
 */
export class ConnectionMonitor {
  private status: ConnectionStatus;

  constructor(
    private readonly events: EventHub,
    profileId: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.status = ConnectionMonitor.notChecked(profileId);
  }

  current(): ConnectionStatus {
    return { ...this.status };
  }

  observe(profileId: string, observation: ConnectionObservation): void {
    if (profileId !== this.status.profileId) return; // a late answer for a profile no longer active
    this.publish({
      state: observation.kind === 'reached' ? 'online' : 'offline',
      profileId,
      checkedAt: this.now().toISOString(),
      ...detailOf(observation.detail),
    });
  }

  /** The active profile changed: what we knew no longer applies. */
  reset(profileId: string): void {
    this.publish(ConnectionMonitor.notChecked(profileId));
  }

  private publish(next: ConnectionStatus): void {
    const changed = next.state !== this.status.state || next.profileId !== this.status.profileId || next.detailIn?.en !== this.status.detailIn?.en;
    this.status = next;
    if (changed) this.events.emit('connection.changed', this.current());
  }

  private static notChecked(profileId: string): ConnectionStatus {
    return { state: 'unknown', profileId, checkedAt: null, ...detailOf(['No call made to the service yet.', '尚未调用服务。']) };
  }
}

/** The detail in the language of the moment, and in each language for a screen that switches later. */
function detailOf(words: Words): Pick<ConnectionStatus, 'detail' | 'detailIn'> {
  return { detail: sayWords(words), detailIn: { en: words[0], 'zh-CN': words[1] } };
}
