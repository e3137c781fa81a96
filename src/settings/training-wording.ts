/**
 * The training panel's words for what the sandbox is doing: each active fault as a sentence
 * ("Shopping answers B014 “Shopping failed.”"), the calls it still affects, the sandbox clock.
 */
import type { TrainingFault, TrainingOperation, TrainingState } from '@contract/domains/training';
import { formatDateTime, formatWeekday } from '@contract/format/desk-format';
import { format, text } from '../ui-text';
import { readWholeNumber } from './whole-number';

const t = text.settings.training;

export function operationName(operation: TrainingOperation | 'all'): string {
  return operation === 'all' ? t.allOperations : t.operations[operation];
}

/** What the fault makes the operation do, after the operation's name. */
export function faultEffect(fault: TrainingFault): string {
  switch (fault.kind) {
    case 'drift':
      return t.faults.drift[fault.drift ?? 'up'];
    case 'latency':
      return format(t.faults.latency, { seconds: Math.round((fault.latencyMs ?? 0) / 100) / 10 });
    case 'hang':
      return t.faults.hang;
    case 'error-code':
      return format(t.faults.errorCode, { code: fault.code ?? '', message: fault.message ?? '' });
    default:
      // Faults set outside the desk (npm run sandbox --fault …) read in the sandbox's syntax.
      return format(t.faults.other, { spec: fault.spec });
  }
}

export function callsLeft(fault: TrainingFault): string {
  return fault.remaining === null ? t.untilCleared : String(fault.remaining);
}

/** "2026-11-21 18:32 Beijing time (1h30 ahead of the real clock)". */
/** The sandbox clock's Beijing time in the desk format: "MO 23NOV 20:02". */
export function sandboxClockTime(beijingTime: string): string {
  return `${formatWeekday(beijingTime.slice(0, 10))} ${formatDateTime(beijingTime)}`;
}

export function clockLine(clock: TrainingState['clock']): string {
  const time = format(t.clock, { time: sandboxClockTime(clock.beijingTime) });
  const minutes = clock.offsetMinutes;
  if (minutes <= 0) return `${time} ${t.clockOnTime}`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const ahead = [days ? `${days}d` : '', `${hours}h${String(rest).padStart(2, '0')}`].filter(Boolean).join(' ');
  return `${time} ${format(t.clockAhead, { ahead })}`;
}

export const CALL_CHOICES = { one: 1, three: 3, five: 5, all: null } as const;
export type CallChoice = keyof typeof CALL_CHOICES;

export const CLOCK_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type ClockUnit = keyof typeof CLOCK_UNITS;

/** A whole number typed into one of the panel's fields, or the sentence naming the field and its range. */
export function readPanelNumber(typed: string, field: string, min: number, max: number): { ok: true; value: number } | { ok: false; message: string } {
  const reading = readWholeNumber(typed, min, max);
  if (reading.ok) return reading;
  return { ok: false, message: format(reading.problem === 'empty' ? t.numberRequired : t.numberOutOfRange, { field, min, max, typed: reading.typed }) };
}

/** The largest amount of each unit that stays within a year, as main accepts. */
export function clockAmountMax(unit: ClockUnit): number {
  return Math.floor(525_600 / CLOCK_UNITS[unit]);
}

/** The fault in one line: "Shopping: answers B014 “Shopping failed.”". */
export function describeFault(fault: TrainingFault): string {
  return `${operationName(fault.operation)}: ${faultEffect(fault)}`;
}
