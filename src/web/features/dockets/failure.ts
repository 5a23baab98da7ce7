import { ApiError } from '../../lib/request';

/** The server's message for a refused request; for a lost connection, a hint that nothing was lost. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  if (error instanceof ApiError) return fallback;
  return 'No connection to the server. Your entry is kept here: try again when you have reception.';
}
