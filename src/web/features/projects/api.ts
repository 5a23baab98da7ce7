import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyUserReply } from '../../../shared/schemas/company';
import type {
  assignmentReply,
  projectCardReply,
  projectForemanReply,
} from '../../../shared/schemas/projects';
import type { companyRateItemReply, ProjectRateItemReply } from '../../../shared/schemas/rate-items';

export type ProjectCard = z.infer<typeof projectCardReply>;
export type Assignment = z.infer<typeof assignmentReply>;
export type ProjectForeman = Omit<z.infer<typeof projectForemanReply>, 'createdAt'> & { createdAt: string };
export type ProjectRateItem = ProjectRateItemReply;
export type CompanyRateItem = z.infer<typeof companyRateItemReply>;
export type CompanyUser = Omit<z.infer<typeof companyUserReply>, 'createdAt'> & { createdAt: string };

/** Query keys: each is the GET path it names (lib/query-client.ts). */
export const projectKeys = {
  list: (companyId: number) => ['/api/companies', companyId, 'projects'] as const,
  /** Prefix of everything read about one project (its card, team, foremen, rate items). */
  one: (projectId: number) => ['/api/projects', projectId] as const,
  assignments: (projectId: number) => ['/api/projects', projectId, 'assignments'] as const,
  foremen: (projectId: number) => ['/api/projects', projectId, 'foremans'] as const,
  rateItems: (projectId: number) => ['/api/projects', projectId, 'rate-items'] as const,
  companyRateItems: (companyId: number) => ['/api/companies', companyId, 'rate-items'] as const,
  companyUsers: (companyId: number) => ['/api/companies', companyId, 'users'] as const,
};

/** Project cards with statistics; workers get only their assigned projects and no money (spec 002 §2). */
export const useProjects = (companyId: number) =>
  useQuery<ProjectCard[]>({ queryKey: projectKeys.list(companyId) });

export const useAssignments = (projectId: number) =>
  useQuery<Assignment[]>({ queryKey: projectKeys.assignments(projectId) });

export const useForemen = (projectId: number) =>
  useQuery<ProjectForeman[]>({ queryKey: projectKeys.foremen(projectId) });

export const useProjectRateItems = (projectId: number) =>
  useQuery<ProjectRateItem[]>({ queryKey: projectKeys.rateItems(projectId) });

/** Company rate items (admin and office only), for the Add Rate Item to Project picker. */
export const useCompanyRateItems = (companyId: number, enabled = true) =>
  useQuery<CompanyRateItem[]>({ queryKey: projectKeys.companyRateItems(companyId), enabled });

/** The company's people (admin and office), for Manage Team. */
export const useCompanyUsers = (companyId: number) =>
  useQuery<CompanyUser[]>({ queryKey: projectKeys.companyUsers(companyId) });
