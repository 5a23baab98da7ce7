import { api, type ReplyOf } from '../../../lib/api';

export type MeReply = ReplyOf<'GET /api/auth/me'>;

export const meCall = (signal?: AbortSignal) => api('GET /api/auth/me', { signal });
