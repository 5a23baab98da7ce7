import type { CompanyUpdate } from '../../src/shared/company/schemas';
import type { World } from './world';

/** Settings → Company Info through the API, as the company's admin: only `changes` (PUT leaves the rest). */
export async function changeCompany(world: World, changes: CompanyUpdate): Promise<void> {
  const path = `/api/companies/${world.company.id}`;
  await world.api.call('PUT', path, { token: world.admin.token, data: changes });
}
