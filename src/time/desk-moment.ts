/**
 * The desk's one relative-time formatter: when something happened or will happen (a search, a
 * pricing, a check of the service, an order's "as of", a retry, a deadline on the agent's clock),
 * written "today 09:17", "yesterday 18:40", "tomorrow 07:00", "03DEC 18:40", "03DEC25 18:40".
 *
 * One clock: "now" is the service clock (serviceClock.now(): the workstation's clock, moved forward
 * by the sandbox's offset in training, the same as the workstation's against a real service). A
 * moment the desk stamped itself (asOf, checkedAt, searchedAt, pricedAt…: the workstation's
 * instants) is moved by the same offset before it is compared, so a check made a minute ago reads
 * "today" on every screen whatever the sandbox clock says (walkthrough: the board said "yesterday
 * 09:17" and the detail "today 09:17" for one check). A moment already on the service's timeline
 * (a last ticketing time, sent in Beijing time) is not moved. Either is written in the
 * workstation's time zone; `whose` adds "your time" for screens that also show a Beijing time.
 */
import { formatDayMonth, formatDayMonthYear, workstationToday } from '@contract/format/desk-format';
import { serviceClock, serviceClockAheadMs } from '@contract/format/service-clock';
import { format, text } from '../ui-text';

interface MomentOptions {
  /** "Now" on the service clock (ms); tests and ticking views pass theirs. */
  now?: number;
  /** 'desk' (default): stamped by this workstation, moved by the service clock's offset; 'service': already on the service's timeline. */
  stamped?: 'desk' | 'service';
  /** Say whose clock: "today 09:17 your time" (a Beijing time is on the same screen). */
  whose?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

export function formatDeskMoment(isoInstant: string, options: MomentOptions = {}): string {
  const instant = new Date(isoInstant).getTime();
  if (Number.isNaN(instant)) return isoInstant;
  const at = new Date(options.stamped === 'service' ? instant : instant + serviceClockAheadMs());
  const now = new Date(options.now ?? serviceClock.now());
  const t = text.moment;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const shifted = (days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  let moment: string;
  if (dayKey(at) === dayKey(now)) moment = format(t.today, { time });
  else if (dayKey(at) === dayKey(shifted(-1))) moment = format(t.yesterday, { time });
  else if (dayKey(at) === dayKey(shifted(1))) moment = format(t.tomorrow, { time });
  else {
    const day = workstationToday(at); // the local calendar day of that moment
    moment = `${at.getFullYear() === now.getFullYear() ? formatDayMonth(day) : formatDayMonthYear(day)} ${time}`;
  }
  return options.whose ? format(t.yourTime, { moment }) : moment;
}
