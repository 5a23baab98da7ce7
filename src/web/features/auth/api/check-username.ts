import { api } from '../../../lib/api';

/** GET /api/auth/check-username: any failure counts as "not available" (spec 000 §7). */
export async function isUsernameAvailable(username: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const reply = await api('GET /api/auth/check-username', { query: { username }, auth: false, signal });
    return reply.available === true;
  } catch {
    return false;
  }
}
