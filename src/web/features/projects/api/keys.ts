import { queryKeyOf } from '../../../lib/api';
import { getCompanyRateItemsQuery } from './get-company-rate-items';
import { getProjectsQuery } from './get-projects';

/** Query keys: each is the GET path it names (lib/api.ts `queryKeyOf`). */
export const projectKeys = {
  list: (companyId: number) => getProjectsQuery(companyId).queryKey,
  /** Prefix of everything read about one project (its card, team, foremen, rate items). */
  one: (projectId: number) => queryKeyOf('/api/projects/:id', { id: projectId }),
};

/** `['/api/companies', companyId, 'rate-items']`; the setup banner reads the same cache entry. */
export const rateItemsKey = (companyId: number) => getCompanyRateItemsQuery(companyId).queryKey;
