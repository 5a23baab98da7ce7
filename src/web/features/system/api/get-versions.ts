import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** GET /api/versions: the released versions, newest first (the update banner and Settings → Versions read the same query). */
export const getVersionsQuery = () => apiQuery('GET /api/versions');

export const useVersions = () => useQuery(getVersionsQuery());
