import type { Text } from '../words/wording';

export type ConnectionState = 'unknown' | 'online' | 'offline';

/** How the desk last found the link to the active profile's service. */
export interface ConnectionStatus {
  state: ConnectionState;
  profileId: string;
  /** ISO time of the observation, null before the first call. */
  checkedAt: string | null;
  /** One plain sentence: what was observed (a wording; the status bar words it in the language of the moment). */
  detail: Text;
}
