import type { ErrorCode } from '../../shared/api/error-codes';
import { ApiError } from './request';
import { toast } from './toast-store';

/** Shown when the request never reached the server (no signal on site, server down). */
export const OFFLINE_TEXT = 'Could not reach SiteDockets. Check your connection and try again.';

/**
 * A refused call as the server said it: every error body is `{ message, code, field? }`
 * (server/http/error-handler.ts); `code` is one of the registry's (shared/api/error-codes.ts) or
 * null, `field` names the one request field the refusal is about.
 */
export type Failure = {
  status: number;
  message: string | null;
  code: ErrorCode | null;
  field: string | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The server's error body of a failed call; null when the call got no answer (or is no ApiError). */
export function failureOf(error: unknown): Failure | null {
  if (!(error instanceof ApiError)) return null;
  const body = isRecord(error.body) ? error.body : {};
  return {
    status: error.status,
    message: nonEmpty(body.message),
    code: error.code,
    field: nonEmpty(body.field),
  };
}

export type FailureTextOptions = {
  /** The text when the call got no answer (fetch threw a TypeError); default: the fallback. */
  offline?: string;
  /**
   * Show a 401's message: sign-in screens ('Invalid username or password'), grants, dockets. Default
   * false: behind sign-in a 401 means the session ended, which the session watch handles.
   */
  unauthorized?: boolean;
  /** Show the message of a 5xx too (the server's own 'Something went wrong…'); default false. */
  serverErrors?: boolean;
};

/** The server's words for a refusal meant for people (a 4xx with a message), or undefined. */
export function refusalText(
  error: unknown,
  { unauthorized = false, serverErrors = false }: FailureTextOptions = {},
): string | undefined {
  const failure = failureOf(error);
  if (!failure?.message) return undefined;
  if (failure.status === 401 && !unauthorized) return undefined;
  if (failure.status >= 500 && !serverErrors) return undefined;
  return failure.message;
}

/**
 * The text a failure toast shows (spec 000 §8): the server's message for a refusal it explains,
 * the offline text when the call got no answer, otherwise the screen's own (spec) fallback.
 */
export function failureText(error: unknown, fallback: string, options: FailureTextOptions = {}): string {
  if (error instanceof ApiError) return refusalText(error, options) ?? fallback;
  return error instanceof TypeError ? (options.offline ?? fallback) : fallback;
}

/** A destructive toast for a failed action: spec title, server message or the spec's fallback text. */
export function toastFailure(title: string, error: unknown, fallback: string, options?: FailureTextOptions) {
  toast({ variant: 'destructive', title, description: failureText(error, fallback, options) });
}

export type FieldError<F extends string> = { field: F; message: string };

/** `user.username` → `username`: a form names the field, a nested body its path. */
const formFieldOf = <F extends string>(path: unknown, fields: readonly F[]): F | null => {
  if (typeof path !== 'string' || path === '') return null;
  if ((fields as readonly string[]).includes(path)) return path as F;
  const last = path.split('.').pop() ?? '';
  return (fields as readonly string[]).includes(last) ? (last as F) : null;
};

/**
 * The messages of a refused call that belong under one of the form's fields, from the reply's
 * `field` (and a validation reply's `errors[].path`): never guessed from the message text.
 */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldError<F>[] {
  const failure = failureOf(error);
  if (!failure || failure.status >= 500 || !(error instanceof ApiError)) return [];
  const found = new Map<F, string>();
  const field = formFieldOf(failure.field, fields);
  if (field && failure.message) found.set(field, failure.message);
  const listed = isRecord(error.body) && Array.isArray(error.body.errors) ? error.body.errors : [];
  for (const item of listed) {
    if (!isRecord(item)) continue;
    const at = formFieldOf(item.path, fields);
    const message = nonEmpty(item.message);
    if (at && message && !found.has(at)) found.set(at, message);
  }
  return [...found].map(([f, message]) => ({ field: f, message }));
}
