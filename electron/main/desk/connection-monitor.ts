import type { ConnectionStatus } from '../../contract';
import { wording, type Wording } from '../../contract/words';
import type { EventHub } from './event-hub';

export type ConnectionObservation =
  | { kind: 'reached'; detail: Wording }
  | { kind: 'unreachable'; detail: Wording };

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
      detail: observation.detail,
    });
  }

  /** The active profile changed: what we knew no longer applies. */
  reset(profileId: string): void {
    this.publish(ConnectionMonitor.notChecked(profileId));
  }

  private publish(next: ConnectionStatus): void {
    const changed = next.state !== this.status.state || next.profileId !== this.status.profileId || JSON.stringify(next.detail) !== JSON.stringify(this.status.detail);
    this.status = next;
    if (changed) this.events.emit('connection.changed', this.current());
  }

  private static notChecked(profileId: string): ConnectionStatus {
    return { state: 'unknown', profileId, checkedAt: null, detail: wording('connection.notChecked') };
  }
}

