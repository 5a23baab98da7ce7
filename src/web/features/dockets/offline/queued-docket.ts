import { api } from '../../../lib/api';
import { offlineSync } from '../../../lib/offline/sync';
import type { Docket } from '../types';

/** A queued create's docket (a temporary negative id) for the form; its server copy once sent. */
export async function queuedDocket(id: number): Promise<Docket> {
  const state = await offlineSync.store.read();
  const real = state.ids[String(id)];
  if (real) return api('GET /api/timesheets/:id', { params: { id: real } });
  const create = state.changes.find((c) => c.kind === 'create' && c.docketId === id);
  if (!create?.preview) throw new Error('This docket is no longer waiting on this phone.');
  return create.preview as Docket;
}
