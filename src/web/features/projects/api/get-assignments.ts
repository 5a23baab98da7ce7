import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getAssignmentsQuery = (projectId: number) =>
  apiQuery('GET /api/projects/:id/assignments', { params: { id: projectId } });

export const useAssignments = (projectId: number) => useQuery(getAssignmentsQuery(projectId));
