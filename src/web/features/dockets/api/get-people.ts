import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** The company's people the week view offers (GET /api/companies/:companyId/users). */
export const peopleQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/users', { params: { companyId } });

export const usePeople = (companyId: number, enabled: boolean) =>
  useQuery({ ...peopleQuery(companyId), enabled });
