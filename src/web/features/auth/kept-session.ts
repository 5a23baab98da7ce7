import { clear, createStore, get, set } from 'idb-keyval';
import { ApiError } from '../../lib/request';

const db = typeof indexedDB === 'undefined' ? null : createStore('sitedockets-session', 'me');

/** The token is kept only as its SHA-256, to match a stored reply to the session that read it. */
async function digest(token: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Kept<T> = { hash: string; reply: T };

/** Keeps the session's reply (after a check or a sign-in); a failure to keep it is only a lost shortcut. */
export async function keepSession<T>(token: string, reply: T): Promise<void> {
  if (!db) return;
  await digest(token)
    .then((hash) => set('me', { hash, reply } satisfies Kept<T>, db))
    .catch(() => undefined);
}

/** The kept reply of this very session (the token's hash matches), or null. */
export async function storedSession<T>(token: string): Promise<T | null> {
  if (!db) return null;
  const stored = await get<Kept<T>>('me', db).catch(() => undefined);
  return stored && stored.hash === (await digest(token)) ? stored.reply : null;
}

/**
 * The session check at start-up, offline too (DECISIONS 'Offline'): the last reply of this
 * session is kept, and when the check gets no answer at all (no network; the server did not
 * refuse the token) that reply opens the app. A refusal (ApiError) still ends the session.
 */
export async function checkSession<T>(
  token: string,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    const reply = await call();
    void keepSession(token, reply);
    return reply;
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted || !db) throw error;
    const stored = await storedSession<T>(token);
    if (stored) return stored;
    throw error;
  }
}

/** Sign-out: the kept reply goes. */
export async function forgetSession(): Promise<void> {
  if (db) await clear(db);
}
