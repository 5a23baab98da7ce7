import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** /verify/:hash (public): does an approved docket with this fingerprint exist, unchanged? */
export const useDocketVerification = (hash: string) =>
  useQuery({
    ...apiQuery('GET /api/verify/:hash', { params: { hash }, auth: false }),
    staleTime: 0,
  });
