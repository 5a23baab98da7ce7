import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from './api';

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

/** A `tel:` address for a phone number as people write it: '1300 748 336' → 'tel:1300748336'. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
