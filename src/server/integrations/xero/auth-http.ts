import { errorOfReply, XeroAuthError } from './auth-error';

export interface AuthHttpOptions {
  /** Replaced in tests, or by a client that logs every call. */
  fetch?: typeof fetch;
  /** Each call gives up after this long (default 15 s): a network_error. */
  timeoutMs?: number;
}

/** One call to Xero's identity or connections endpoints: a 2xx reply, or a XeroAuthError. */
export async function sendAuthRequest(
  url: string,
  init: RequestInit,
  options: AuthHttpOptions = {},
): Promise<Response> {
  const send = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await send(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (err) {
    throw new XeroAuthError('network_error', null, err instanceof Error ? err.message : String(err));
  }
  if (res.status < 200 || res.status >= 300) throw await errorOfReply(res);
  return res;
}

/** The reply's JSON, or invalid_response. */
export async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new XeroAuthError('invalid_response', res.status, 'the reply is not JSON');
  }
}
