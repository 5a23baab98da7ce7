import { api } from '../../../lib/api';

/** Whether the docket counts on the timesheet (PUT /api/timesheets/:id). */
export const updateCount = (id: number, countOnTimesheet: boolean) =>
  api('PUT /api/timesheets/:id', { params: { id }, body: { countOnTimesheet } });
