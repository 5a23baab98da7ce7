import {
  checkUsernameQuery,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  usernameAvailabilityReply,
} from './schemas';
import { meReply, messageReply, sessionReply } from './users-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Sign-in and sign-up';

/** Signing in and out, signing up, and resetting a password (spec 000 §3–§4). */
export const authRoutes = defineRoutes({
  login: {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with a username or e-mail address and a password; answers a session token',
    tag,
    access: 'public',
    publicBecause: 'The password; failed attempts ask for a device check (access/limits.ts).',
    body: loginBody,
    reply: { 200: sessionReply },
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Sign up as a company owner (new company), a worker (company code) or a foreman (project code)',
    tag,
    access: 'public',
    publicBecause:
      'A join code for workers and foremen, tried in the code limiter; sign-ups limited per client.',
    body: registerBody,
    reply: { 201: sessionReply },
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user and their company',
    tag,
    access: 'session.use',
    reply: { 200: meReply },
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End this session',
    tag,
    access: 'session.use',
    reply: { 200: messageReply },
  },
  checkUsername: {
    method: 'GET',
    path: '/api/auth/check-username',
    summary: 'Whether a username is still free (sign-up form)',
    tag,
    access: 'public',
    publicBecause: 'It answers only free or taken, limited per client.',
    query: checkUsernameQuery,
    reply: { 200: usernameAvailabilityReply },
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a one-time password reset link (the same reply whether the address exists or not)',
    tag,
    access: 'public',
    publicBecause: 'The link goes only to the address on the account; requests limited per client.',
    body: forgotPasswordBody,
    reply: { 200: messageReply },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Choose a new password with a reset link's token; ends every session of the account",
    tag,
    access: 'public',
    publicBecause: 'The one-time token from the reset e-mail, valid for an hour.',
    body: resetPasswordBody,
    reply: { 200: messageReply },
  },
});
