import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getProjectsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/projects', { params: { companyId } });

/** Project cards with statistics; workers get only their assigned projects and no money (spec 002 §2). */
export const useProjects = (companyId: number, enabled = true) =>
  useQuery({ ...getProjectsQuery(companyId), enabled });
