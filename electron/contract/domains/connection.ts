import type { Language } from './language';

export type ConnectionState = 'unknown' | 'online' | 'offline';

/** How the desk last found the link to the active profile's service. */
export interface ConnectionStatus {
  state: ConnectionState;
  profileId: string;
  /** ISO time of the observation, null before the first call. */
  checkedAt: string | null;
  /** One plain sentence: what was observed, in the language of the moment it was observed. */
  detail: string;
  /** The same sentence in each language: the status bar shows the one of the moment. */
  detailIn?: Record<Language, string>;
}
