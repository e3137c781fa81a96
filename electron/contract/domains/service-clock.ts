/** The active profile's service clock relative to this computer's (electron/contract/format/service-clock.ts). */
export interface ServiceClockState {
  profileId: string;
  /** Minutes the service's clock runs ahead: 0 for a real service; a trained sandbox's advance. */
  aheadMinutes: number;
}
