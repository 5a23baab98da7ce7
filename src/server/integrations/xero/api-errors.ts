import { AppError } from '../../errors';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../shared/schemas/xero-accounting';

/** 002 §5/§8: the texts the screens show when Xero cannot be used. */
export { XERO_NOT_CONNECTED_MESSAGE };
export const XERO_EXPIRED_MESSAGE =
  'Your Xero connection has expired. Please reconnect to Xero and try again.';

/** The company has no Xero connection (or this server has no Xero app): 409, connect first. */
export class XeroNotConnectedError extends AppError {
  constructor() {
    super('CONFLICT', XERO_NOT_CONNECTED_MESSAGE, { xero: 'not_connected' });
  }
}

/**
 * Xero no longer accepts the company's grant (a refresh refused with invalid_grant, or a call refused
 * after a fresh token): 409 with 002's text. The connection row is kept; reconnecting replaces it.
 */
export class XeroConnectionExpiredError extends AppError {
  constructor(readonly reason: string) {
    super('CONFLICT', XERO_EXPIRED_MESSAGE, { xero: 'expired' });
  }
}

/** Xero kept refusing for its limits longer than the client waits: 429 with the wait Xero asked for. */
export class XeroRateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Xero is busy (its call limit was reached). Please try again shortly.', {
      retryAfterSeconds,
    });
  }
}

/** Xero answered with an error, or could not be reached: 502 with what Xero said. */
export class XeroApiError extends AppError {
  constructor(
    message: string,
    /** Xero's status; null when no reply came (a network error). */
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super('UPSTREAM', message, { xeroStatus: status });
  }
}

/** The text of a Xero error body: a ValidationException's first message, a problem's Detail, or Message. */
export function xeroErrorText(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const elements = Array.isArray(b.Elements) ? (b.Elements as Record<string, unknown>[]) : [];
    const validation = elements.flatMap((e) =>
      Array.isArray(e.ValidationErrors) ? (e.ValidationErrors as Record<string, unknown>[]) : [],
    );
    const first = validation.find((v) => typeof v.Message === 'string')?.Message as string | undefined;
    if (first) return `Xero refused the call (ValidationException): ${first}`;
    if (typeof b.Detail === 'string') return `Xero answered ${status}: ${b.Detail}`;
    if (typeof b.Message === 'string') return `Xero answered ${status}: ${b.Message}`;
  }
  return `Xero answered ${status}`;
}

/** Xero's gateway says the access token has expired (`Detail: "TokenExpired: …"`). */
export function isTokenExpiredReply(status: number, body: unknown): boolean {
  if (status !== 401 || !body || typeof body !== 'object') return false;
  const detail = (body as Record<string, unknown>).Detail;
  return typeof detail === 'string' && detail.startsWith('TokenExpired');
}
