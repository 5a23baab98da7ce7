import type { z } from 'zod';
import type { loginBody, SignupRole } from '../../../shared/schemas/auth';
import type { CompanyReply, SessionReply, UserReply } from '../../../shared/schemas/users';
import { apiFetch, apiRequest } from '../../lib/request';

export type LoginBody = z.input<typeof loginBody>;
export type MeReply = { user: UserReply; company: CompanyReply };

type NewUser = { username: string; email: string; password: string; firstName: string; lastName: string };

/** POST /api/auth/register: the nested payload of spec 000 §3, one variant per sign-up role. */
export type RegistrationPayload =
  | {
      role: Extract<SignupRole, 'company_owner'>;
      user: NewUser;
      company: { name: string; email: string; phone: string; address: string };
    }
  | { role: Extract<SignupRole, 'worker'>; user: NewUser; companyCode: string }
  | { role: Extract<SignupRole, 'foreman'>; user: NewUser; projectCode: string };

export type InviteSignupBody = { username: string; password: string };

/** `headers` carries a solved device check when the server asked for one (lib/challenge.ts). */
export const loginCall = (body: LoginBody, headers?: Record<string, string>) =>
  apiRequest<SessionReply>('POST', '/api/auth/login', body, { headers });

export const registerCall = (payload: RegistrationPayload, headers?: Record<string, string>) =>
  apiRequest<SessionReply>('POST', '/api/auth/register', payload, { headers });

export const inviteSignupCall = (token: string, body: InviteSignupBody) =>
  apiRequest<SessionReply>('POST', `/api/auth/signup-invite/${encodeURIComponent(token)}`, body);

export const meCall = (signal?: AbortSignal) =>
  apiRequest<MeReply>('GET', '/api/auth/me', undefined, { signal });

/** Ends the session on the server. Never fails: signing out shows no error (spec 000 §4). */
export async function logoutCall(): Promise<void> {
  try {
    await apiFetch('POST', '/api/auth/logout');
  } catch {
    // The session is dropped locally either way.
  }
}

/** GET /api/auth/check-username: any failure counts as "not available" (spec 000 §7). */
export async function isUsernameAvailable(username: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const query = new URLSearchParams({ username });
    const reply = await apiRequest<{ available: boolean }>(
      'GET',
      `/api/auth/check-username?${query}`,
      undefined,
      { auth: false, signal },
    );
    return reply.available === true;
  } catch {
    return false;
  }
}

export const forgotPasswordCall = (email: string) =>
  apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', { email }, { auth: false });

export const resetPasswordCall = (token: string, newPassword: string) =>
  apiRequest<{ message: string }>(
    'POST',
    '/api/auth/reset-password',
    { token, newPassword },
    { auth: false },
  );
