import type { QueryClient } from '@tanstack/react-query';
import type { Docket } from '../types';
import { projectsKey } from './get-assigned-projects';
import { docketQuery } from './get-docket';
import { peopleQuery } from './get-people';
import { rateItemsQuery } from './get-rate-items';
import { dayQuery, weekQuery } from './get-worker-dockets';

/** Query keys of the docket reads (spec 000 §9 shapes); prefixes are used to invalidate. */
export const docketKeys = {
  ofWorker: (workerId: number) => ['/api/users', workerId, 'timesheets'] as const,
  week: (workerId: number, startDate: string, endDate: string) =>
    weekQuery(workerId, startDate, endDate).queryKey,
  day: (workerId: number, date: string) => dayQuery(workerId, date).queryKey,
  one: (id: number) => docketQuery(id).queryKey,
  projects: projectsKey,
  rateItems: (projectId: number) => rateItemsQuery(projectId).queryKey,
  people: (companyId: number) => peopleQuery(companyId).queryKey,
};

/** After a docket changes: its worker's lists, the docket itself and the company overviews. */
export async function refreshAfterChange(
  client: QueryClient,
  docket: Pick<Docket, 'id' | 'workerId' | 'companyId'>,
) {
  await Promise.all([
    client.invalidateQueries({ queryKey: docketKeys.ofWorker(docket.workerId) }),
    client.invalidateQueries({ queryKey: docketKeys.one(docket.id) }),
    client.invalidateQueries({ queryKey: ['/api/companies', docket.companyId, 'timesheets'] }),
    client.invalidateQueries({ queryKey: ['/api/companies', docket.companyId, 'dashboard'] }),
  ]);
}
