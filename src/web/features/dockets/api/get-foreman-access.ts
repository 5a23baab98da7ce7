import { useQuery } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import { withGrant } from '../with-grant';

/** GET /api/foreman/access: what a grant may see (the foreman's snapshot of the project). */
export const getForemanAccess = (grant: string, signal?: AbortSignal) =>
  api('GET /api/foreman/access', { ...withGrant(grant), signal });

export const foremanAccessQuery = (grant: string) => apiQuery('GET /api/foreman/access', withGrant(grant));

/** A grant holder's project: the company name for the header and the foremen to sign as. */
export const useGrantSnapshot = (grant: string | null) =>
  useQuery({ ...foremanAccessQuery(grant ?? ''), enabled: grant !== null });
