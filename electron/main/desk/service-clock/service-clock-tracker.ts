import type { ProfileSummary } from '../../../contract/domains/profiles';
import type { ServiceClockState } from '../../../contract/domains/service-clock';
import { setServiceClockAhead } from '../../../contract/format/service-clock';
import type { Logger } from '../../logging/logger';
import type { EventHub } from '../event-hub';

export interface ServiceClockTrackerDependencies {
  events: EventHub;
  activeProfile: () => Promise<ProfileSummary>;
  /** How far a sandbox's clock runs ahead, read from its control route; null when it cannot be read. */
  sandboxAheadMinutes: (baseUrl: string, signal: AbortSignal) => Promise<number | null>;
  logger: Logger;
}

const READ_TIMEOUT_MS = 10_000;

/**
 * Keeps the desk's idea of the active service's clock. A real service keeps real time; a sandbox
 * profile's clock can have been advanced in training, and the desk's "today" (the departure-date
 * rule B038, days waiting for a refund) must be the sandbox's day or it would refuse dates the
 * sandbox accepts. Main validates with it; the renderer hears `serviceClock.changed`.
 */
export class ServiceClockTracker {
  private state: ServiceClockState;

  constructor(private readonly deps: ServiceClockTrackerDependencies, profileId: string) {
    this.state = { profileId, aheadMinutes: 0 };
  }

  current(): ServiceClockState {
    return { ...this.state };
  }

  /** Re-reads the active profile's clock: at start, after a profile switch, after a sandbox reset. */
  async refresh(): Promise<void> {
    const profile = await this.deps.activeProfile();
    if (profile.environment !== 'sandbox') return this.publish({ profileId: profile.id, aheadMinutes: 0 });
    const ahead = await this.deps.sandboxAheadMinutes(profile.apiBaseUrl, AbortSignal.timeout(READ_TIMEOUT_MS));
    if ((await this.deps.activeProfile()).id !== profile.id) return; // switched while reading: that refresh decides
    if (ahead === null) {
      this.deps.logger.warn('service-clock.unread', { profileId: profile.id });
      return this.publish({ profileId: profile.id, aheadMinutes: 0 });
    }
    this.publish({ profileId: profile.id, aheadMinutes: ahead });
  }

  /** The training controls read or moved the active sandbox's clock. */
  seen(profileId: string, aheadMinutes: number): void {
    this.publish({ profileId, aheadMinutes });
  }

  private publish(next: ServiceClockState): void {
    const aheadMinutes = Math.max(0, Math.round(next.aheadMinutes));
    const changed = next.profileId !== this.state.profileId || aheadMinutes !== this.state.aheadMinutes;
    this.state = { profileId: next.profileId, aheadMinutes };
    setServiceClockAhead(aheadMinutes);
    if (changed) this.deps.events.emit('serviceClock.changed', this.current());
  }
}
