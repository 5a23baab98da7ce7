import { api } from '../../../lib/api';

export type InviteSignupBody = { username: string; password: string };

export const inviteSignupCall = (token: string, body: InviteSignupBody) =>
  api('POST /api/auth/signup-invite/:token', { params: { token }, body });
