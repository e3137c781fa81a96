import { SERVICE_UTC_OFFSET_MINUTES } from '../../contract/format/desk-format';

/**
 * An instant as the service writes its times, to the second: `YYYY-MM-DD HH:mm:ss` in Beijing
 * (service-time.ts's `serviceDateTime` stops at minutes; observations a few seconds apart on two
 * desks must still be ordered). Observations are ordered across desks by it (convergence.ts).
 */
export function beijingTime(epochMs: number): string {
  return new Date(epochMs + SERVICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
