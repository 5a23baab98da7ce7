import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectKeys } from './api/keys';

/** Refreshes the project cards and, with an id, everything read about that project. */
export function useRefreshProjects(companyId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId?: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.list(companyId) }),
        projectId === undefined
          ? undefined
          : queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) }),
      ]),
    [queryClient, companyId],
  );
}
