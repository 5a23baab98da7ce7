/** The OAuth `error` Xero's identity server answers with, plus what can go wrong on the way. */
export type XeroAuthErrorCode =
  | 'invalid_grant'
  | 'invalid_client'
  | 'invalid_request'
  | 'invalid_scope'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'access_denied'
  /** The callback's state is not the one this sign-in sent. */
  | 'invalid_state'
  /** A bearer call (/connections) refused the access token (401) or the tenant (403). */
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  /** Xero answered 5xx or 429 without an OAuth error. */
  | 'server_error'
  /** No reply: refused connection, dropped connection or timeout. */
  | 'network_error'
  /** A reply that is not what Xero documents. */
  | 'invalid_response';

const OAUTH_ERRORS: ReadonlySet<string> = new Set([
  'invalid_grant',
  'invalid_client',
  'invalid_request',
  'invalid_scope',
  'unauthorized_client',
  'unsupported_grant_type',
  'access_denied',
]);

export class XeroAuthError extends Error {
  override readonly name = 'XeroAuthError';
  constructor(
    readonly error: XeroAuthErrorCode,
    /** The HTTP status, null when no reply came. */
    readonly status: number | null,
    readonly detail?: string,
  ) {
    super(`Xero sign-in failed: ${error}${detail ? ` (${detail})` : ''}`);
  }

  /** The code for an OAuth `error` value or a callback's `?error=`; unknown ones read as invalid_request. */
  static fromOAuth(value: string, status: number | null, detail?: string): XeroAuthError {
    return new XeroAuthError(
      OAUTH_ERRORS.has(value) ? (value as XeroAuthErrorCode) : 'invalid_request',
      status,
      OAUTH_ERRORS.has(value) ? detail : (detail ?? value),
    );
  }
}

/** The error a non-2xx reply stands for: its OAuth `error` when it has one, else by status. */
export async function errorOfReply(res: Response): Promise<XeroAuthError> {
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: judged by status below.
  }
  if (body && typeof body === 'object') {
    const { error, error_description: description, Detail: detail } = body as Record<string, unknown>;
    if (typeof error === 'string') {
      return XeroAuthError.fromOAuth(
        error,
        res.status,
        typeof description === 'string' ? description : undefined,
      );
    }
    if (typeof detail === 'string') return new XeroAuthError(byStatus(res.status), res.status, detail);
  }
  return new XeroAuthError(byStatus(res.status), res.status);
}

function byStatus(status: number): XeroAuthErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429 || status >= 500) return 'server_error';
  return 'invalid_request';
}
