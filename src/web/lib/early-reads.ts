import { apiFetch, readJson } from './request';

/**
 * GET replies asked for before the app's code has run (app/preload-route.ts): a page's first data
 * goes out beside its code, not after its first render (issue 17: on a slow network the week's
 * dockets came a whole round trip after the page could show them). The page's own query takes the
 * reply once (apiQuery, lib/api.ts); one nobody takes soon is dropped, and the query asks anew.
 */
const KEEP_MS = 15_000;
const early = new Map<string, { at: number; reply: Promise<unknown> }>();

export function startEarlyRead(url: string): void {
  if (early.has(url)) return;
  const reply = apiFetch('GET', url).then((res) => readJson(res));
  // Whoever takes it handles a failure; until then it is not an unhandled rejection.
  reply.catch(() => undefined);
  early.set(url, { at: Date.now(), reply });
}

/** The reply started early for this URL (path and query string, as urlOf writes it), once. */
export function takeEarlyRead(url: string): Promise<unknown> | null {
  const kept = early.get(url);
  if (!kept) return null;
  early.delete(url);
  return Date.now() - kept.at <= KEEP_MS ? kept.reply : null;
}
