import { api } from '../../../lib/api';

/** PUT /api/auth/me/app-version; a failure only means the banner may show again. */
export async function recordVersion(version: string): Promise<void> {
  try {
    await api('PUT /api/auth/me/app-version', { body: { version } });
  } catch {
    // Nothing to tell the user: the next check offers the update again.
  }
}
