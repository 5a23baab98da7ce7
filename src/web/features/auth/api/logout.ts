import { api } from '../../../lib/api';

/** Ends the session on the server. Never fails: signing out shows no error (spec 000 §4). */
export async function logoutCall(): Promise<void> {
  try {
    await api('POST /api/auth/logout');
  } catch {
    // The session is dropped locally either way.
  }
}
