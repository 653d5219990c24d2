import { localDate, startOfLocalDay } from '@paygate/contracts';
import dayjs, { type Dayjs } from './dayjs';

// Calendar days of the partner's time zone (Partner.time_zone). The server counts days, hours
// and weekdays in that zone, so a day the portal shows is the partner's day, not the browser's:
// at 22:00 UTC it is already tomorrow in Asia/Ho_Chi_Minh. A day is held as a Dayjs at local
// midnight (what the date pickers show); the instants sent to the server come from `dayStart`.

/** The calendar day an instant falls on in the zone (the browser's own without a zone). */
export const dayIn = (timeZone: string | undefined, instant: Date = new Date()): Dayjs =>
  timeZone ? dayjs(localDate(instant, timeZone)).startOf('day') : dayjs(instant).startOf('day');

/** The instant a calendar day starts in the zone (the browser's own without a zone). */
export const dayStart = (day: Dayjs, timeZone: string | undefined): Date =>
  timeZone ? startOfLocalDay(timeZone, day.year(), day.month() + 1, day.date()) : day.startOf('day').toDate();

/** The last millisecond of a calendar day in the zone. */
export const dayEnd = (day: Dayjs, timeZone: string | undefined): Date =>
  new Date(dayStart(day.add(1, 'day'), timeZone).getTime() - 1);
