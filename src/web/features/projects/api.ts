import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../lib/api';

export type ProjectCard = ReplyOf<'GET /api/projects/:id'>;
export type Assignment = ReplyOf<'GET /api/projects/:id/assignments'>[number];
export type ProjectForeman = ReplyOf<'GET /api/projects/:id/foremans'>[number];
export type ProjectRateItem = ReplyOf<'GET /api/projects/:id/rate-items'>[number];
export type CompanyRateItem = ReplyOf<'GET /api/companies/:companyId/rate-items'>[number];
export type CompanyUser = ReplyOf<'GET /api/companies/:companyId/users'>[number];

const projectsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/projects', { params: { companyId } });
const assignmentsQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/assignments', { params: { id: projectId } });
const foremenQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/foremans', { params: { id: projectId } });
const rateItemsQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/rate-items', { params: { id: projectId } });
const companyRateItemsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/rate-items', { params: { companyId } });
const companyUsersQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/users', { params: { companyId } });

/** Query keys: each is the GET path it names (lib/api.ts `queryKeyOf`). */
export const projectKeys = {
  list: (companyId: number) => projectsQuery(companyId).queryKey,
  /** Prefix of everything read about one project (its card, team, foremen, rate items). */
  one: (projectId: number) => apiQuery('GET /api/projects/:id', { params: { id: projectId } }).queryKey,
};

/** Project cards with statistics; workers get only their assigned projects and no money (spec 002 §2). */
export const useProjects = (companyId: number) => useQuery(projectsQuery(companyId));

export const useAssignments = (projectId: number) => useQuery(assignmentsQuery(projectId));

export const useForemen = (projectId: number) => useQuery(foremenQuery(projectId));

export const useProjectRateItems = (projectId: number) => useQuery(rateItemsQuery(projectId));

/** Company rate items (admin and office only), for the Add Rate Item to Project picker. */
export const useCompanyRateItems = (companyId: number, enabled = true) =>
  useQuery({ ...companyRateItemsQuery(companyId), enabled });

/** The company's people (admin and office), for Manage Team. */
export const useCompanyUsers = (companyId: number) => useQuery(companyUsersQuery(companyId));
