import { api } from '../../../lib/api';

/** 'Save to Dashboard': pending approval with the chosen foreman (spec 001 §4). */
export const saveToDashboard = (id: number, foremanId: number) =>
  api('PUT /api/timesheets/:id', { params: { id }, body: { status: 'pending_approval', foremanId } });
