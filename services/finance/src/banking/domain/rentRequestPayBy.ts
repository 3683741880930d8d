import { addCalendarDays } from '@immodesk/platform/domain/calendarDate';

/**
 * Days a tenant gets to pay a request made after its due date: "binnen de acht dagen" / "dans les huit jours", the
 * term Belgian payment reminders customarily give (a product choice, no statutory period applies to rent).
 */
export const LATE_REQUEST_DAYS = 8;

/**
 * The day a rent request asks to be paid by: its due date while that has not passed; a request made after it is a
 * reminder with a new date (`today` + 8 days), never a date already gone (issue 31: "pay before 1 November").
 */
export function rentRequestPayBy(dueDate: string, today: string): { payBy: string; isReminder: boolean } {
  return dueDate < today
    ? { payBy: addCalendarDays(today, LATE_REQUEST_DAYS), isReminder: true }
    : { payBy: dueDate, isReminder: false };
}
