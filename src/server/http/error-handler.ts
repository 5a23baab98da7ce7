import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDbError } from '../db/errors';
import { AppError, statusOf, type ErrorBody } from '../errors';
import { drainRequestBody } from './body-limit';

/** Fastify's own error codes for bad input, answered with a clear 4xx and a code instead of a 500. */
const fastifyClientErrors: Record<string, { status: number; code: string; message: string }> = {
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
};

/** The code of a 4xx that Fastify raised without one of ours, named after its status. */
const codeOfStatus = (status: number): string =>
  (Object.entries(statusOf).find(([, s]) => s === status)?.[0] as string | undefined) ?? 'BAD_REQUEST';

function bodyOf(err: FastifyError): { status: number; body: ErrorBody } | null {
  if (err instanceof AppError) {
    return { status: statusOf[err.code], body: { message: err.message, code: err.code, ...err.details } };
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

/**
 * The one place where errors become HTTP replies: always `{ message, code, field?, ...details }`. An
 * unexpected error is logged without the SQL parameters it may carry and answered 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>(async (err, request, reply) => {
    const known = bodyOf(err);
    if (!known) request.log.error({ err: describeDbError(err) ?? err }, 'unhandled error');
    const { status, body } = known ?? {
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
    };
    if (status === 429)
      reply.header('retry-after', reply.getHeader('retry-after') ?? body.retryAfterSeconds ?? 60);
    if (status === 413) await drainRequestBody(request.raw);
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
