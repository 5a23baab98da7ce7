import { companyReminderSettings } from '../../src/server/db/schema';
import type { PartialRow } from './partial-update-rows';

/** The missing-docket reminder settings (issue 17): a small form saved whole, one field changed at a time. */
export const reminderPartialRows: PartialRow[] = [
  {
    route: 'PUT /api/companies/:companyId/reminder-settings',
    setup: async (w) => {
      const companyId = w.team.company.id;
      const values = { enabled: true, time: '16:00' };
      const [row] = await w.db
        .insert(companyReminderSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companyReminderSettings.companyId, set: values })
        .returning();
      return {
        url: `/api/companies/${companyId}/reminder-settings`,
        table: companyReminderSettings,
        id: row!.id,
        base: values,
      };
    },
    samples: { enabled: { value: false }, time: { value: '07:45' } },
    empty: { status: 400, message: 'enabled must be true or false' },
  },
];
