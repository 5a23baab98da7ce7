import { z } from 'zod';
import { defineRoutes } from '../api/route';

const tag = 'System';

/** Health, public configuration and this description itself. */
export const systemRoutes = defineRoutes({
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server and its database answer, and how the last backup went',
    tag,
    access: 'public',
    publicBecause: 'It says nothing about any company.',
    reply: {
      200: z.object({
        status: z.literal('ok'),
        database: z.enum(['embedded', 'postgres']),
        /** For the operator's monitoring: when the last backup ran and whether it verified (none: never). */
        backup: z.object({ lastAt: z.string().nullable(), result: z.enum(['ok', 'failed', 'none']) }),
      }),
    },
  },
  publicConfig: {
    method: 'GET',
    path: '/api/public-config',
    summary: 'Support contacts and whether this installation delivers e-mail',
    tag,
    access: 'public',
    publicBecause: 'The sign-in and landing pages read it before anyone signs in.',
    reply: {
      200: z.object({ supportPhone: z.string(), supportEmail: z.string(), mailDelivery: z.boolean() }),
    },
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API description (OpenAPI 3.1); /api/docs renders it',
    tag,
    access: 'public',
    publicBecause: 'It describes the API, not any data.',
    reply: { 200: z.record(z.string(), z.unknown()) },
  },
});
