import type { OrderFile } from '../../archive/orders/order-file';
import type { Logger } from '../../logging/logger';
import type { EventHub } from '../event-hub';
import type { OrderFileService } from '../order-file/order-file-service';
import type { PreferencesService } from '../preferences';
import type { ProfileService } from '../profiles/profile-service';
import { CallLane } from './call-lane';
import { ReimbursementPoller, type PollerClock, type PollerOptions } from './reimbursement-poller';
import { ReimbursementService } from './reimbursement-service';

export interface PollingDependencies {
  orderFile: OrderFile;
  orders: OrderFileService;
  profiles: ProfileService;
  events: EventHub;
  logger: Logger;
  /** The agent's poll interval (`pollIntervalMinutes`), followed as it changes. */
  preferences?: Pick<PreferencesService, 'get' | 'subscribe'>;
  /** Test settings for the schedule (an `intervalMs` here wins over the preference); `false` builds the poller without starting it. */
  options?: Partial<PollerOptions> | false;
}

const minutes = (count: number) => count * 60_000;

/** Timers that never keep the process alive by themselves (the desk's close stops the poller anyway). */
const systemClock: PollerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref?.();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Builds the reimbursement service and its background poller on one lane of 2 calls, and keeps
 * the poller current: a profile change or a new refund order in the file makes it look again; a
 * new poll interval in Settings reschedules it.
 */
export function startReimbursementPolling(deps: PollingDependencies) {
  const lane = new CallLane(2);
  let poller: ReimbursementPoller | null = null;
  const service = new ReimbursementService({ ...deps, lane, checked: () => poller?.refresh(), strained: (kind) => poller?.strained(kind) });
  poller = new ReimbursementPoller(
    {
      clock: systemClock,
      random: Math.random,
      lane,
      activeProfileId: () => deps.profiles.activeProfileId,
      openTargets: (profileId) => service.openTargets(profileId),
      check: (target, signal) => service.pollCheck(target, signal),
      stateChanged: (state) => deps.events.emit('reimbursements.pollerState', state),
    },
    { ...(deps.preferences ? { intervalMs: minutes(deps.preferences.get().pollIntervalMinutes) } : {}), ...(deps.options === false ? {} : deps.options) },
  );
  const running = poller;
  lane.onRelease = () => running.nudge();
  const fixedInterval = deps.options !== false && deps.options?.intervalMs !== undefined;
  const unsubscribePreferences = deps.preferences && !fixedInterval ? deps.preferences.subscribe((preferences) => running.setIntervalMs(minutes(preferences.pollIntervalMinutes))) : () => undefined;
  const unsubscribe = deps.events.subscribe((name, payload) => {
    if (name === 'profiles.activeChanged') running.refresh();
    // A refund filed or read makes a new order to watch; the poller's own checks do not.
    if (name === 'orders.changed') {
      const source = (payload as { source: string }).source;
      if (source !== 'check-reimbursed' && source !== 'note') running.refresh();
    }
  });
  if (deps.options !== false) running.start();
  deps.logger.info('reimbursements.polling', { started: deps.options !== false });
  return {
    service,
    poller: running,
    stop() {
      unsubscribe();
      unsubscribePreferences();
      running.stop();
    },
  };
}
