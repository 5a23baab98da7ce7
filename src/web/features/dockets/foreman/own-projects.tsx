import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowRight, Building2, MapPin } from 'lucide-react';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/request';
import { toast } from '../../../lib/toast-store';
import { projectsQuery } from '../api';
import { accessByCode } from '../api/access-by-code';
import type { AccessReply } from './types';

type OwnProject = { id: number; name: string; code: string; location: string | null };

/**
 * A signed-in foreman's own projects (those they are assigned to as foreman, e.g. by signing up with
 * the project's code): the foreman dashboard opens them without asking for the code.
 */
export const useOwnProjects = (user: UserReply | null) =>
  useQuery({ ...projectsQuery(user?.id ?? 0), enabled: !!user && can(user.role, 'dockets.readOnProjects') });

/** Opens a project the foreman belongs to, with its code, as if they had typed it. */
export function useOpenProject(onAccess: (reply: AccessReply) => void) {
  return useMutation({
    mutationFn: (project: OwnProject) => accessByCode(project.code),
    onSuccess: onAccess,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not open the project',
        description:
          error instanceof ApiError && error.status < 500
            ? error.message
            : 'Check your connection, then try again.',
      }),
  });
}

type YourProjectsProps = {
  projects: readonly OwnProject[];
  opening: number | null;
  onOpen: (project: OwnProject) => void;
};

/** The foreman's projects, one tap each, above the code entry. */
export function YourProjects({ projects, opening, onOpen }: YourProjectsProps) {
  return (
    <Card className="mx-auto w-full max-w-md p-5 sm:mt-6 sm:p-6">
      <h2 className="text-xl font-bold">Your projects</h2>
      <p className="text-sm text-ink-muted">Open one of yours, or enter another project’s code below.</p>
      <ul className="mt-3 grid gap-2">
        {projects.map((project) => (
          <li key={project.id}>
            <Button
              variant="outline"
              size="lg"
              className="h-auto w-full justify-between gap-3 py-3 text-left whitespace-normal"
              disabled={opening !== null}
              onClick={() => onOpen(project)}
              aria-label={`Open ${project.name}`}
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex items-start gap-2 font-semibold">
                  <Building2 aria-hidden="true" />
                  <span>{project.name}</span>
                </span>
                {project.location && (
                  <span className="flex items-start gap-2 text-sm font-normal text-ink-muted">
                    <MapPin aria-hidden="true" className="size-4" />
                    <span>{project.location}</span>
                  </span>
                )}
              </span>
              {opening === project.id ? <Spinner /> : <ArrowRight aria-hidden="true" />}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
