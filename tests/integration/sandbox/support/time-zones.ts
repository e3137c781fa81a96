/** An independent reading of time zones for the tests (Intl), to check the sandbox's times. */

export function offsetMinutes(zone: string, instantMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instantMs));
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(instantMs / 60_000) * 60_000) / 60_000;
}

/** The real instant of a local `yyyy-MM-dd` + `HH:mm` at an airport's zone. */
export function instantOf(zone: string, date: string, time: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const first = asUtc - offsetMinutes(zone, asUtc) * 60_000;
  return asUtc - offsetMinutes(zone, first) * 60_000;
}

/** The segment timestamp rule: the local wall clock read as if it were UTC+8. */
export function wallClockAsUtc8(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+08:00`);
}
