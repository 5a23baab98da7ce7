import { api } from '../../../lib/api';

export const assignForeman = (id: number, foremanId: number) =>
  api('POST /api/timesheets/:id/assign-foreman', { params: { id }, body: { foremanId } });
