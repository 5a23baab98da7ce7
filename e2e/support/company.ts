import { companyUpdateBody, type CompanyUpdate } from '../../src/shared/schemas/company';
import type { World } from './world';

/**
 * Settings → Company Info through the API, as the company's admin: the company as it is, with
 * `changes` (PUT takes every field of the form).
 */
export async function changeCompany(world: World, changes: Partial<CompanyUpdate>): Promise<void> {
  const path = `/api/companies/${world.company.id}`;
  const token = world.admin.token;
  const company = await world.api.call<Record<string, unknown>>('GET', path, { token });
  const fields = companyUpdateBody.keyof().options;
  const data = { ...Object.fromEntries(fields.map((field) => [field, company[field]])), ...changes };
  await world.api.call('PUT', path, { token, data });
}
