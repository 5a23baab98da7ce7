import { refusalText } from '../../../lib/failure';
import { ApiError } from '../../../lib/request';

/**
 * The server's message for a refused request (4xx, a grant's 401 included); nothing for a crash or
 * a lost connection.
 */
export const serverMessage = (error: unknown): string | undefined =>
  refusalText(error, { unauthorized: true });

/** The toast description: the server's reason, a hint for a lost connection, else the fallback. */
export function failureDetail(error: unknown, fallback?: string): string | undefined {
  if (error instanceof ApiError) return serverMessage(error) ?? fallback;
  return 'No connection to the server. Try again when you have reception.';
}
