import { api } from '../../../lib/api';

export const unlinkForeman = (id: number) =>
  api('POST /api/timesheets/:id/unlink-foreman', { params: { id } });
