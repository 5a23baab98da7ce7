import { useMutation } from '@tanstack/react-query';
import type { ProjectInput } from '../../../shared/projects/schemas';
import { api, type ReplyOf } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { toastFailure } from '../clients/api';
import type { ProjectCard } from './api';
import { useRefreshProjects } from './use-refresh';

type Project = ReplyOf<'POST /api/companies/:companyId/projects'>;

/** New Project (admin). */
export function useCreateProject(companyId: number, onDone: (project: Project) => void) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (values: ProjectInput) =>
      api('POST /api/companies/:companyId/projects', { params: { companyId }, body: values }),
    onSuccess: async (project) => {
      await refresh();
      toast({ title: 'Project created', description: `${project.name} · code ${project.code}` });
      onDone(project);
    },
    onError: (error) => toastFailure('Creation failed', error, 'Failed to create project. Please try again.'),
  });
}

/** Edit Project Details (admin: every field) or Assign Client to Project (admin, office: clientId only). */
export function useUpdateProject(companyId: number, projectId: number, onDone: () => void) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (values: Partial<ProjectInput>) =>
      api('PUT /api/projects/:id', { params: { id: projectId }, body: values }),
    onSuccess: async (project, values) => {
      await refresh(projectId);
      const onlyClient = Object.keys(values).every((key) => key === 'clientId');
      toast({
        title: onlyClient ? (project.clientId ? 'Client assigned' : 'Client removed') : 'Project updated',
        description: project.name,
      });
      onDone();
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update project. Please try again.'),
  });
}

/** Archive (isActive false) or Restore (true), admin and office (spec 002 §4). */
export function useArchiveProject(companyId: number, onDone: () => void) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: ({ project, isActive }: { project: ProjectCard; isActive: boolean }) =>
      api('PATCH /api/projects/:id/archive', { params: { id: project.id }, body: { isActive } }),
    onSuccess: async (project) => {
      await refresh(project.id);
      toast({
        title: project.isActive ? 'Project restored' : 'Project archived',
        description: project.isActive
          ? `${project.name} is back in Active Projects.`
          : `${project.name} moved to Completed.`,
      });
      onDone();
    },
    onError: (error) => toastFailure('Operation failed', error, 'Failed to update project status.'),
  });
}

/** The require-approval switch (admin): on, dockets need foreman approval; off, auto-approved. */
export function useRequireApproval(companyId: number, projectId: number) {
  const refresh = useRefreshProjects(companyId);
  return useMutation({
    mutationFn: (requireApproval: boolean) =>
      api('PATCH /api/projects/:id/require-approval', {
        params: { id: projectId },
        body: { requireApproval },
      }),
    onSuccess: async (project) => {
      await refresh(projectId);
      toast({
        title: project.requireApproval ? 'Approval required' : 'Auto-approval on',
        description: project.requireApproval
          ? 'New dockets on this project wait for a foreman’s signature.'
          : 'New dockets on this project are approved when they are completed.',
      });
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update the approval setting.'),
  });
}
