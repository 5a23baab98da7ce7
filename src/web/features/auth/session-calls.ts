import type { z } from 'zod';
import type { loginBody, SignupRole } from '../../../shared/auth/schemas';
import { api, type ReplyOf } from '../../lib/api';

export type LoginBody = z.input<typeof loginBody>;

type NewUser = { username: string; email: string; password: string; firstName: string; lastName: string };

/** POST /api/auth/register: the nested payload of spec 000 §3; what else it carries depends on the kind. */
export type RegistrationPayload = { role: SignupRole; user: NewUser } & (
  | { company: { name: string; email: string; phone: string; address: string } }
  | { companyCode: string }
  | { projectCode: string }
);

export type InviteSignupBody = { username: string; password: string };
export type MeReply = ReplyOf<'GET /api/auth/me'>;

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const loginCall = (body: LoginBody, headers?: Record<string, string>) =>
  api('POST /api/auth/login', { body, headers });

export const registerCall = (payload: RegistrationPayload, headers?: Record<string, string>) =>
  api('POST /api/auth/register', { body: payload, headers });

export const inviteSignupCall = (token: string, body: InviteSignupBody) =>
  api('POST /api/auth/signup-invite/:token', { params: { token }, body });

export const meCall = (signal?: AbortSignal) => api('GET /api/auth/me', { signal });

/** Ends the session on the server. Never fails: signing out shows no error (spec 000 §4). */
export async function logoutCall(): Promise<void> {
  try {
    await api('POST /api/auth/logout');
  } catch {
    // The session is dropped locally either way.
  }
}

/** GET /api/auth/check-username: any failure counts as "not available" (spec 000 §7). */
export async function isUsernameAvailable(username: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const reply = await api('GET /api/auth/check-username', { query: { username }, auth: false, signal });
    return reply.available === true;
  } catch {
    return false;
  }
}

export const forgotPasswordCall = (email: string) =>
  api('POST /api/auth/forgot-password', { body: { email }, auth: false });

export const resetPasswordCall = (token: string, newPassword: string) =>
  api('POST /api/auth/reset-password', { body: { token, newPassword }, auth: false });
