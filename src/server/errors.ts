/** Typed errors: services throw these; the one error handler maps them to HTTP. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'CHALLENGE_REQUIRED'
  | 'EMAIL_CAP_REACHED'
  | 'UPSTREAM';

export const statusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** The company's plan does not include this (a Xero feature on Base): the body's code says which (PLAN_REQUIRED). */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** Too many failures: the next try must carry a solved proof-of-work (access/challenge.ts). */
  CHALLENGE_REQUIRED: 428,
  /** The hourly cap on e-mail sent on a user's behalf (modules/email/cap.ts). */
  EMAIL_CAP_REACHED: 429,
  UPSTREAM: 502,
};

/**
 * More of an error body: `field` names the one request field a refusal is about (the web shows the
 * message under it), e.g. a taken username; others (retryAfterSeconds, …) are the error's own.
 */
export type ErrorDetails = { field?: string } & Record<string, unknown>;

/** Every error reply: `{ message, code, field? }` and any details of its own. */
export type ErrorBody = { message: string; code: string; field?: string } & Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError('BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);
/** A docket the caller cannot see, named as asked for: another company's reads as one that does not exist. */
export const docketNotFound = (id: number, field: string) =>
  new AppError('NOT_FOUND', `Docket #${id} not found`, { field, timesheetId: id });
export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError('CONFLICT', message, details);
