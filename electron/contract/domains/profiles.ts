export const ENVIRONMENTS = ['sandbox', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** What the renderer may know about a connection profile: never the key, never the full id. */
export interface ProfileSummary {
  id: string;
  name: string;
  environment: Environment;
  apiBaseUrl: string;
  refundBaseUrl: string;
  /** The partner id with all but its first and last characters masked. */
  maskedPartnerId: string;
  hasKey: boolean;
  /** True for the embedded sandbox profile, which cannot be deleted. */
  builtIn: boolean;
  active: boolean;
}
