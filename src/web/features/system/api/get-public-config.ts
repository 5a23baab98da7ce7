import { api } from '../../../lib/api-call';

/**
 * GET /api/public-config (the support phone and e-mail), without a session. A plain request: the
 * landing page runs without the app's providers, so this file must not import react-query.
 */
export const getPublicConfig = () => api('GET /api/public-config', { auth: false });
