import { api } from '../../../lib/api';

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const accessByCode = (code: string, headers?: Record<string, string>) =>
  api('POST /api/projects/access-by-code', { body: { code }, auth: false, headers });
