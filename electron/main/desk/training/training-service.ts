import { wording } from '../../../contract/words';
import { SANDBOX_ONLY_RULE, TRAINING_OPERATIONS, type PricingDrift, type TrainingErrorCode, type TrainingOperation, type TrainingState } from '../../../contract/domains/training';
import { ok, validationFailure, type SentResult } from '../../../contract/result';
import type { Logger } from '../../logging/logger';
import type { FaultRule } from '../../../sandbox';
import { entriesOf } from '../../wholesale/errors/catalogue';
import type { ProfileService } from '../profiles/profile-service';
import { SandboxControlClient } from './sandbox-control-client';
import { driftRule, errorRule, hangRule, latencyRule, trainingFault } from './training-faults';

export interface TrainingServiceDependencies {
  profiles: ProfileService;
  logger: Logger;
  /** Told each time the sandbox's clock is read, so the desk's "today" follows it. */
  clockSeen?: (profileId: string, aheadMinutes: number) => void;
  /** Resets the embedded sandbox to its seeded state (and re-reads its clock). */
  resetEmbedded: () => Promise<void>;
}

/**
 * The training controls of Settings: faults and clock of the active sandbox profile's sandbox.
 * Refused for test and production profiles: there is nothing to rehearse against a real service.
 */
export class TrainingService {
  constructor(private readonly deps: TrainingServiceDependencies) {}

  async state(signal: AbortSignal): Promise<SentResult<TrainingState>> {
    const target = await this.sandbox();
    if (!target.ok) return target;
    const { id, name, control, baseUrl } = target.value;
    const clock = await control.clock(signal);
    if (!clock.ok) return clock;
    this.deps.clockSeen?.(id, clock.value.offsetMinutes);
    const faults = await control.faults(signal);
    if (!faults.ok) return faults;
    return ok({
      profileName: name,
      baseUrl,
      clock: { beijingTime: clock.value.beijingTime, offsetMinutes: clock.value.offsetMinutes },
      faults: faults.value.faults.map(trainingFault),
      errorCodes: errorCodes(),
    });
  }

  forcePricing(drift: PricingDrift, signal: AbortSignal): Promise<SentResult<TrainingState>> {
    return this.addFault(driftRule(drift), signal);
  }

  addLatency(operation: TrainingOperation, seconds: number, calls: number | null, signal: AbortSignal): Promise<SentResult<TrainingState>> {
    return this.addFault(latencyRule(operation, seconds, calls), signal);
  }

  addHang(operation: TrainingOperation, calls: number | null, signal: AbortSignal): Promise<SentResult<TrainingState>> {
    return this.addFault(hangRule(operation, calls), signal);
  }

  /** Only the operation's own codes (the error catalogue), so the desk can explain what comes back. */
  answerError(operation: TrainingOperation, code: string, message: string | undefined, calls: number | null, signal: AbortSignal): Promise<SentResult<TrainingState>> {
    const rows = errorCodes()[operation].filter((row) => row.code === code);
    const row = message === undefined ? rows[0] : rows.find((candidate) => candidate.message === message);
    if (!row) {
      const known = [...new Set(errorCodes()[operation].map((entry) => entry.code))].join(', ');
      const message = rows.length === 0 ? wording('training.codeNotInCatalogue', { code, operation, known }) : wording('training.messageNotInCatalogue', { code, operation });
      return Promise.resolve(validationFailure([{ field: rows.length === 0 ? 'code' : 'message', rule: 'in the error catalogue', message }]));
    }
    return this.addFault(errorRule(operation, row.code, row.message, calls), signal);
  }

  async advanceClock(minutes: number, signal: AbortSignal): Promise<SentResult<TrainingState>> {
    const target = await this.sandbox();
    if (!target.ok) return target;
    const moved = await target.value.control.advanceClock(minutes, signal);
    if (!moved.ok) return moved;
    this.deps.logger.info('training.clock-advanced', { minutes, offsetMinutes: moved.value.offsetMinutes });
    return this.state(signal);
  }

  /** "Reset sandbox": the embedded sandbox back to its seeded state, whichever profile is active. */
  async resetEmbedded(): Promise<SentResult<{ reset: true }>> {
    await this.deps.resetEmbedded();
    this.deps.logger.info('sandbox.reset');
    return ok({ reset: true });
  }

  async clearFaults(signal: AbortSignal): Promise<SentResult<TrainingState>> {
    const target = await this.sandbox();
    if (!target.ok) return target;
    const cleared = await target.value.control.clearFaults(signal);
    if (!cleared.ok) return cleared;
    this.deps.logger.info('training.faults-cleared');
    return this.state(signal);
  }

  private async addFault(rule: FaultRule, signal: AbortSignal): Promise<SentResult<TrainingState>> {
    const target = await this.sandbox();
    if (!target.ok) return target;
    const added = await target.value.control.addFaults([rule], signal);
    if (!added.ok) return added;
    this.deps.logger.info('training.fault-added', { spec: added.value.faults.at(-1)?.spec ?? '' });
    return this.state(signal);
  }

  /** The active profile's sandbox, or the refusal naming the rule. */
  private async sandbox(): Promise<SentResult<{ id: string; name: string; baseUrl: string; control: SandboxControlClient }>> {
    const active = await this.deps.profiles.active();
    if (active.environment !== 'sandbox') {
      return validationFailure([
        {
          field: 'profile',
          rule: SANDBOX_ONLY_RULE,
          message: wording('training.sandboxOnly', { profile: active.name, environment: active.environment.toUpperCase() }),
        },
      ]);
    }
    return ok({ id: active.id, name: active.name, baseUrl: active.apiBaseUrl, control: new SandboxControlClient(active.apiBaseUrl) });
  }
}

/** Every code of each operation's catalogue (spec rows first), for the trainer to choose from. */
function errorCodes(): Readonly<Record<TrainingOperation, TrainingErrorCode[]>> {
  // The explanation as a wording (the screen words it); the spec's message stays as the service writes it.
  return Object.fromEntries(
    TRAINING_OPERATIONS.map((operation) => [operation, entriesOf(operation).map((entry) => ({ code: entry.code, message: entry.specMessage, explanation: entry.explanation }))]),
  ) as Record<TrainingOperation, TrainingErrorCode[]>;
}
