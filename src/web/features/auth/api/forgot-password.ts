import { api } from '../../../lib/api';

export const forgotPasswordCall = (email: string) =>
  api('POST /api/auth/forgot-password', { body: { email }, auth: false });
