import { messageReply } from '../auth/users-schemas';
import {
  holidayBody,
  holiday,
  holidayParams,
  holidaysReply,
  missingDocketsReply,
  reminderSettings,
  reminderSettingsReply,
  sendReminderBody,
  sendReminderReply,
} from './missing-dockets-schemas';
import { companyParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Missing dockets';

/** Who recorded nothing on a working day, reminding them, and the company's holidays (issue 17). */
export const missingDocketsRoutes = defineRoutes({
  listMissingDockets: {
    method: 'GET',
    path: '/api/companies/:companyId/missing-dockets',
    summary:
      'The last working days (company holidays and weekends left out) with the active workers on an active project who recorded no docket',
    tag,
    access: 'dockets.remind',
    params: companyParams,
    reply: { 200: missingDocketsReply },
  },
  sendDocketReminder: {
    method: 'POST',
    path: '/api/companies/:companyId/missing-dockets/reminders',
    summary:
      'E-mails one worker a reminder to record the docket of a day; the reply also carries an sms: link',
    tag,
    access: 'dockets.remind',
    params: companyParams,
    body: sendReminderBody,
    reply: { 200: sendReminderReply },
  },
  getReminderSettings: {
    method: 'GET',
    path: '/api/companies/:companyId/reminder-settings',
    summary: 'Whether missing-docket reminders go out by themselves, and at what time of the company day',
    tag,
    access: 'dockets.remind',
    params: companyParams,
    reply: { 200: reminderSettingsReply },
  },
  saveReminderSettings: {
    method: 'PUT',
    path: '/api/companies/:companyId/reminder-settings',
    summary: 'Turns the scheduled reminders on or off and sets their time (HH:MM, company time zone)',
    tag,
    access: 'dockets.remind',
    params: companyParams,
    body: reminderSettings,
    reply: { 200: reminderSettingsReply },
  },
  listHolidays: {
    method: 'GET',
    path: '/api/companies/:companyId/holidays',
    summary: "The company's holidays, by date: no docket is missing on them",
    tag,
    access: 'dockets.remind',
    params: companyParams,
    reply: { 200: holidaysReply },
  },
  createHoliday: {
    method: 'POST',
    path: '/api/companies/:companyId/holidays',
    summary: 'Adds a company holiday (one per date)',
    tag,
    access: 'dockets.remind',
    params: companyParams,
    body: holidayBody,
    reply: { 201: holiday },
    idempotent: true,
  },
  deleteHoliday: {
    method: 'DELETE',
    path: '/api/companies/:companyId/holidays/:holidayId',
    summary: 'Removes a company holiday',
    tag,
    access: 'dockets.remind',
    params: holidayParams,
    reply: { 200: messageReply },
  },
});
