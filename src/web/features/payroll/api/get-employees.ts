import { useQuery } from '@tanstack/react-query';
import { fullName } from '../../../../shared/people';
import { apiQuery } from '../../../lib/api';

/** The employee picker: the company's active people (002 §6: loaded for admin and office only). */
export const useEmployees = (companyId: number) =>
  useQuery({
    ...apiQuery('GET /api/companies/:companyId/users', { params: { companyId } }),
    select: (users) =>
      users
        .filter((u) => u.isActive)
        .map((u) => ({ id: u.id, name: fullName(u) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
