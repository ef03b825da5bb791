import { shiftDate } from '../../../shared/dateSpan';
import { calendarDateIn } from '../../../shared/period';
import type { ScheduleCadence } from '../../db/schema';

/**
 * When a schedule sends and which days it reports, on the workspace's clock: a weekly
 * report leaves on Monday at 08:00 with the Monday-to-Sunday week before; a monthly one on the 1st at
 * 08:00 with the month before. The period's first day names it (`weekly:2026-11-23`), so every server
 * computes the same key for the same send.
 */
const SEND_HOUR = 8;

export type SendPeriod = { key: string; from: string; to: string };

/** The UTC offset (ms) of `timeZone` at `instant`: its wall-clock reading minus the instant. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the clock of `timeZone` reads `date` at `hour`:00 (a skipped hour reads as the one after it). */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - offsetMs(wall, timeZone);
  // Once more at the guess: across a change of offset the first guess used the other side's.
  return new Date(wall - offsetMs(first, timeZone));
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const firstOfNextMonth = (date: string) => {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The first send strictly after `now`. */
export function nextRunAfter(cadence: ScheduleCadence, timeZone: string, now = new Date()): Date {
  const today = calendarDateIn(now, timeZone);
  const candidate = (date: string) => zonedInstant(date, SEND_HOUR, timeZone);
  if (cadence === 'weekly') {
    const monday = shiftDate(today, -((weekdayOf(today) + 6) % 7));
    const thisWeek = candidate(monday);
    return thisWeek > now ? thisWeek : candidate(shiftDate(monday, 7));
  }
  const thisMonth = candidate(firstOfMonth(today));
  return thisMonth > now ? thisMonth : candidate(firstOfNextMonth(today));
}

/** The days a send at `runAt` reports: the whole week or month before the day it leaves on. */
export function periodOf(cadence: ScheduleCadence, runAt: Date, timeZone: string): SendPeriod {
  const runDay = calendarDateIn(runAt, timeZone);
  if (cadence === 'weekly') {
    const monday = shiftDate(runDay, -((weekdayOf(runDay) + 6) % 7));
    const from = shiftDate(monday, -7);
    return { key: `weekly:${from}`, from, to: shiftDate(monday, -1) };
  }
  const to = shiftDate(firstOfMonth(runDay), -1);
  const from = firstOfMonth(to);
  return { key: `monthly:${from}`, from, to };
}
