import { ERROR_CODES, type ErrorCode, type ErrorReason, type XeroIssue } from '../shared/api/error-codes';

/**
 * Typed errors: services throw these; the one error handler maps them to HTTP. The kind fixes the
 * status (its entry in src/shared/api/error-codes.ts); a refusal with a code of its own names it in
 * the details (`{ code: 'PLAN_REQUIRED' }`), which replaces the kind's in the body.
 */
export const APP_ERROR_KINDS = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'CHALLENGE_REQUIRED',
  'EMAIL_CAP_REACHED',
  'UPSTREAM',
] as const satisfies readonly ErrorCode[];
export type AppErrorCode = (typeof APP_ERROR_KINDS)[number];

export const statusOf = (kind: AppErrorCode): number => ERROR_CODES[kind].status;

/**
 * More of an error body: `field` names the one request field a refusal is about (the web shows the
 * message under it), e.g. a taken username; `code`, `reason` and `xero` come from the registry;
 * others (retryAfterSeconds, …) are the error's own.
 */
export type ErrorDetails = {
  field?: string;
  code?: ErrorCode;
  reason?: ErrorReason;
  xero?: XeroIssue;
} & Record<string, unknown>;

/** Every error reply: `{ message, code, field? }` and any details of its own. */
export type ErrorBody = { message: string; code: ErrorCode } & ErrorDetails;

/** The code an error's body carries: its own (the details') or its kind's. */
export const bodyCodeOf = (error: AppError): ErrorCode => error.details?.code ?? error.code;

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
