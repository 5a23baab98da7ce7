import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** The project's foremen a signed-in user picks from (GET /api/projects/:id/foremans). */
export const useProjectForemen = (projectId: number | null, enabled: boolean) =>
  useQuery({
    ...apiQuery('GET /api/projects/:id/foremans', { params: { id: projectId ?? 0 } }),
    enabled: enabled && projectId !== null,
  });
