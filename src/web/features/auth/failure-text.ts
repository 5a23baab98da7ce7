import { ApiError } from '../../lib/request';

/** Shown when the request never reached the server (no signal on site, server down). */
export const OFFLINE_TEXT = 'Could not reach SiteDockets. Check your connection and try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The text a failure toast shows (spec 000 §8): the server's message when it sent one, a
 * connection hint when the request never got an answer, otherwise the screen's own fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = isRecord(error.body) ? error.body.message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : fallback;
  }
  if (error instanceof TypeError) return OFFLINE_TEXT;
  return fallback;
}
