import { ApiError } from '../../lib/request';
import { toast } from '../../lib/toast-store';

/**
 * The server's own words for a refused request (400–499 carry a message meant for people), or the
 * fallback for anything else (network down, server error).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return fallback;
}

/** A destructive toast for a failed action: spec title, server message or the spec's fallback text. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title, description: failureText(error, fallback) });
}
