import { z } from 'zod';
import { EMAIL_STATUSES } from '../email/delivery';
import { clockField, dateField, idField, idNumberField, textField } from '../schemas/fields';

/** Missing dockets and their reminders (issue 17): who recorded nothing on a working day. */

export const REMINDER_TIME_MESSAGE = 'Choose a time such as 16:00';
export const HOLIDAY_NAME_MESSAGE = 'Holiday name is required';

export const reminderDelivery = z.object({
  /** When the reminder went out (ISO instant). */
  at: z.string(),
  status: z.enum(EMAIL_STATUSES),
  /** false: sent by the schedule. */
  byPerson: z.boolean(),
});

export const missingWorker = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  /** The newest reminder for this day, if any. */
  reminded: reminderDelivery.nullable(),
});
export type MissingWorker = z.infer<typeof missingWorker>;

export const missingDay = z.object({ date: z.string(), workers: z.array(missingWorker) });
export type MissingDay = z.infer<typeof missingDay>;

export const missingDocketsReply = z.object({
  /** Today in the company's zone. */
  today: z.string(),
  timeZone: z.string(),
  /** Working days newest first (weekends and company holidays left out), each with who recorded nothing. */
  days: z.array(missingDay),
});
export type MissingDocketsReply = z.infer<typeof missingDocketsReply>;

export const sendReminderBody = z.object({
  userId: idNumberField('Choose a worker'),
  date: dateField(),
});
export type SendReminderBody = z.infer<typeof sendReminderBody>;

export const sendReminderReply = z.object({
  status: z.enum(EMAIL_STATUSES),
  to: z.string(),
  /** The same reminder as a text message (`sms:` link), for a worker who reads no e-mail. */
  smsHref: z.string(),
});
export type SendReminderReply = z.infer<typeof sendReminderReply>;

export const reminderSettings = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  /** HH:MM in the company's time zone. */
  time: clockField(REMINDER_TIME_MESSAGE),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;
export const reminderSettingsReply = reminderSettings.extend({ timeZone: z.string() });
export type ReminderSettingsReply = z.infer<typeof reminderSettingsReply>;

export const holidayBody = z.object({
  date: dateField(),
  name: textField({ message: HOLIDAY_NAME_MESSAGE })
    .trim()
    .min(1, HOLIDAY_NAME_MESSAGE)
    .max(100, 'Holiday name must be 100 characters or fewer'),
});
export type HolidayBody = z.infer<typeof holidayBody>;
export const holiday = z.object({ id: z.number(), date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holiday>;
export const holidaysReply = z.object({ holidays: z.array(holiday) });
export const holidayParams = z.object({ companyId: idField(), holidayId: idField() });

/** The reminder as a text message: the body of an `sms:` link (no number: the sender picks the contact). */
export function reminderSmsHref(firstName: string, dayLabel: string, companyName: string): string {
  const body =
    `Hi ${firstName}, ${companyName} has no docket from you for ${dayLabel}. ` +
    'Please record it in SiteDockets today.';
  return `sms:?&body=${encodeURIComponent(body)}`;
}
