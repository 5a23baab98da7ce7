import { isErrorCode, type ErrorCode } from '../../shared/api/error-codes';
import { readToken } from './storage-keys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A non-ok API reply: the message the server sent (or `status: text`), its status, parsed body and
 * the body's code when it is one of the registry's (src/shared/api/error-codes.ts), else null.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly code: ErrorCode | null;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
    const code = isRecord(body) ? body.code : undefined;
    this.code = isErrorCode(code) ? code : null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Send the stored bearer token (default true; some foreman calls go without it). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: HeadersInit;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Throws an ApiError for a non-ok reply (spec 000 §8); does nothing for an ok one. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  const body = parseJson(text);
  if (isRecord(body) && typeof body.message === 'string' && body.message !== '') {
    throw new ApiError(body.message, res.status, body);
  }
  throw new ApiError(`${res.status}: ${text}`, res.status, body ?? text);
}

/**
 * Sends one API call (spec 000 §7): bearer token when stored, JSON content type only with a body,
 * cookies always. Resolves with the ok Response; rejects with ApiError otherwise.
 */
export async function apiFetch(
  method: HttpMethod,
  path: string,
  body?: unknown,
  { auth = true, signal, headers }: RequestOptions = {},
): Promise<Response> {
  const sent = new Headers(headers);
  const token = auth ? readToken() : null;
  if (token) sent.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    sent.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const res = await fetch(path, { method, headers: sent, body: payload, credentials: 'include', signal });
  await throwIfNotOk(res);
  return res;
}

/** Reads a reply body as JSON; an empty body (204 and the like) gives undefined. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
