import type { ReplyOf } from '../../shared/api/reply';
import { apiFetch, readJson } from './request';
import { readToken } from './storage-keys';

type MeReply = ReplyOf<'GET /api/auth/me'>;

let early: Promise<MeReply> | null = null;

/**
 * Sends the start-up session check (GET /api/auth/me, as the auth context's `meCall` does) from
 * app/main.tsx, while the app's own code is still downloading, instead of after it has run: on a
 * slow network the first screen of a signed-in page waits for this answer (issue 17, LCP).
 */
export function startSessionCheck(): void {
  if (!readToken()) return;
  early = apiFetch('GET', '/api/auth/me').then((res) => readJson<MeReply>(res));
  // Whoever takes it handles a failure; until then it is not an unhandled rejection.
  early.catch(() => undefined);
}

/** The check started early, once: the first session check at start-up uses it, later ones ask anew. */
export function takeSessionCheck(): Promise<MeReply> | null {
  const taken = early;
  early = null;
  return taken;
}

/**
 * The early check's answer without taking it (the auth context still does), for reads a page
 * starts as early as its code (app/preload-route.ts); null when none was sent.
 */
export function peekSessionCheck(): Promise<MeReply> | null {
  return early;
}
