import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, statusOf } from '../errors';

type ErrorBody = { message: string } & Record<string, unknown>;

/** Fastify's own error codes for bad input, answered with a clear 4xx instead of a 500. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
};

/** The one place where errors become HTTP replies: always `{ message, ...details }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (err instanceof AppError) {
      status = statusOf[err.code];
      body = { message: err.message, ...err.details };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      status = 400;
      body = { message: errors[0]?.message ?? 'Invalid request', errors };
    } else if (err.code && fastifyClientErrors[err.code]) {
      ({ status } = fastifyClientErrors[err.code]!);
      body = { message: fastifyClientErrors[err.code]!.message };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { message: err.message };
    } else {
      request.log.error({ err }, 'unhandled error');
      status = 500;
      body = { message: 'Something went wrong on our side. Please try again.' };
    }
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? 60);
    return reply.status(status).send(body);
  });
}
