import { ApiError } from '../../lib/request';

/**
 * The text of a failed call for a toast: the server's own message for a refusal it explains
 * (400, 403, 404, 409), otherwise the spec's fallback (network trouble, server faults).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return fallback;
}
