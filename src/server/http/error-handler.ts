import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDbError } from '../db/errors';
import { ErrorCode } from '../../shared/api/error-codes';
import { APP_ERROR_KINDS, AppError, statusOf, type ErrorBody } from '../errors';
import { drainRequestBody } from './body-limit';

/** Fastify's own error codes for bad input, answered with a clear 4xx and a code instead of a 500. */
const fastifyClientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_CONTENT_LENGTH',
    message: 'Invalid content length',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'INVALID_URL', message: 'The address is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'URI_TOO_LONG',
    message: 'A part of the address is too long',
  },
};

/** The code of a 4xx that Fastify raised without one of ours: the first kind with its status. */
const codeOfStatus = (status: number): ErrorCode =>
  APP_ERROR_KINDS.find((kind) => statusOf(kind) === status) ?? ErrorCode.BAD_REQUEST;

function bodyOf(err: FastifyError): { status: number; body: ErrorBody } | null {
  if (err instanceof AppError) {
    return { status: statusOf(err.code), body: { message: err.message, code: err.code, ...err.details } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    }));
    const message = errors[0]?.message ?? 'Invalid request';
    // The first failing path names the field (`lineItems.0.startTime`); a whole-body failure has none.
    const field = errors[0]?.path || undefined;
    return { status: 400, body: { message, code: 'VALIDATION_FAILED', ...(field ? { field } : {}), errors } };
  }
  const known = err.code ? fastifyClientErrors[err.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: { message: err.message, code: codeOfStatus(err.statusCode) } };
  }
  return null;
}

const internal: { status: number; body: ErrorBody } = {
  status: 500,
  body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
};
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The one place where errors become HTTP replies: always `{ message, code, field?, ...details }`. An
 * unexpected error is logged without the SQL parameters it may carry and answered 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>(async (err, request, reply) => {
    const known = bodyOf(err);
    if (!known) request.log.error({ err: describeDbError(err) ?? err }, 'unhandled error');
    const { status, body } = known ?? internal;
    if (status === 429)
      reply.header('retry-after', reply.getHeader('retry-after') ?? body.retryAfterSeconds ?? 60);
    if (status === 413) await drainRequestBody(request.raw);
    return reply.status(status).type(JSON_TYPE).send(body);
  });
}

/**
 * What Fastify's router refuses before any route or hook runs (a malformed percent-encoding, a path
 * parameter over maxParamLength): the constructor's `frameworkErrors`, answered the same way.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = bodyOf(err);
  if (!known) request.log.error({ err }, 'unhandled framework error');
  const { status, body } = known ?? internal;
  void reply.status(status).type(JSON_TYPE).send(body);
}
