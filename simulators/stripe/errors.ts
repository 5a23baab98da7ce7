/**
 * Stripe's error replies: `{"error":{type, code?, message, param?}}` with 400 (invalid request),
 * 401 (authentication), 402 (card), 404 (no such object), 409 (idempotency).
 */
export type StripeErrorType =
  | 'invalid_request_error'
  | 'card_error'
  | 'api_error'
  | 'idempotency_error'
  | 'authentication_error';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
      },
    };
  }
}

/** `No such customer: 'cus_x'` — 404 resource_missing, as Stripe words it. */
export const noSuch = (what: string, id: string, param = 'id'): StripeError =>
  new StripeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, param, 'resource_missing');

export const invalid = (message: string, param?: string, code = 'parameter_invalid_empty'): StripeError =>
  new StripeError(400, 'invalid_request_error', message, param, param ? code : undefined);

export const missing = (param: string): StripeError =>
  new StripeError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    param,
    'parameter_missing',
  );

export const unknownParam = (param: string): StripeError =>
  new StripeError(
    400,
    'invalid_request_error',
    `Received unknown parameter: ${param}`,
    param,
    'parameter_unknown',
  );
