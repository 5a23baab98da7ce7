import { apiQuery } from '../../../lib/api';

/** GET /api/versions: the released versions, newest first (the update banner and Settings → Versions read the same query). */
export const versionsQuery = () => apiQuery('GET /api/versions');
