import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from './api';

/** Kept in a module of its own so the landing page can use it without the query cache (issue 17). */
export { telHref } from './tel-href';

/**
 * What the public pages show from server configuration (env SUPPORT_PHONE, SUPPORT_EMAIL), and
 * whether the installation delivers e-mail at all (SMTP_URL set).
 */
export type PublicConfig = ReplyOf<'GET /api/public-config'>;

/**
 * The support phone and e-mail. Read once and cached for the session; while it loads, or if the
 * call fails, `data` is undefined and callers show the page without the contact details.
 */
export const publicConfigQuery = apiQuery('GET /api/public-config');

export function usePublicConfig(): UseQueryResult<PublicConfig> {
  return useQuery(publicConfigQuery);
}
