import { api } from '../../../lib/api';

/** A new foreman on the docket's project (POST /api/projects/:id/foremans). */
export const addForeman = (projectId: number, foremanName: string, foremanEmail: string) =>
  api('POST /api/projects/:id/foremans', { params: { id: projectId }, body: { foremanName, foremanEmail } });
