import { ok, type ProfileSummary } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';

/** What the profile handlers need to know about profiles. */
export interface ProfileDirectory {
  activeSummary(): Promise<ProfileSummary>;
}

export function profileHandlers(directory: ProfileDirectory) {
  return {
    'profiles.active': (async () => ok(await directory.activeSummary())) satisfies Handler<'profiles.active'>,
  };
}
