import type { z } from 'zod';
import type { demoRequestBody } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api-call';

export type DemoRequest = z.output<typeof demoRequestBody>;

/**
 * POST /api/demo-request, without a session. A plain request, not a query-cache mutation: the
 * landing page runs without the app's providers, so this file must not import react-query
 * (lib/api-call.ts, not lib/api.ts).
 */
export const requestDemo = (values: DemoRequest) =>
  api('POST /api/demo-request', { body: values, auth: false });
