import type { QueryClient } from '@tanstack/react-query';
import type { ReplyOf } from '../../lib/api';
import { recordVersion } from '../../features/auth/api/record-app-version';

/** An entry of GET /api/versions (newest first). */
export type AppVersion = ReplyOf<'GET /api/versions'>[number];

export { getVersionsQuery as versionsQuery } from '../../features/system/api/get-versions';

/** Spec 002 §9: the version list is fetched again every 30 minutes. */
export const VERSIONS_REFRESH_MS = 30 * 60 * 1000;

export type UpdateCheck =
  | { kind: 'none' }
  /** A user with no recorded version is on the latest one: record it without asking. */
  | { kind: 'record'; latest: string }
  | { kind: 'offer'; latest: string; current: string };

/** Compares the newest released version with the user's (spec 002: the update banner). */
export function checkForUpdate(
  versions: readonly AppVersion[] | undefined,
  current: string | null,
): UpdateCheck {
  const latest = versions?.[0]?.version;
  if (!latest) return { kind: 'none' };
  if (current === null || current === '') return { kind: 'record', latest };
  return latest === current ? { kind: 'none' } : { kind: 'offer', latest, current };
}

/** Refresh: record the version, drop cached data and stored responses, then reload the page. */
export async function applyUpdate(version: string, queryClient: QueryClient): Promise<void> {
  await recordVersion(version);
  queryClient.clear();
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
  } catch {
    // Cache storage blocked: reloading still fetches the new build.
  }
  window.location.reload();
}
