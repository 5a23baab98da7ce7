import { api } from '../../../lib/api';

export const resetPasswordCall = (token: string, newPassword: string) =>
  api('POST /api/auth/reset-password', { body: { token, newPassword }, auth: false });
