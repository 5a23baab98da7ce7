import type { z } from 'zod';
import type { loginBody } from '../../../../shared/auth/schemas';
import { api } from '../../../lib/api';

export type LoginBody = z.input<typeof loginBody>;

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const loginCall = (body: LoginBody, headers?: Record<string, string>) =>
  api('POST /api/auth/login', { body, headers });
