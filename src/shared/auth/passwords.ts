import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';
export const PASSWORD_MIN_LENGTH = 6;

let common: Set<string> | undefined;
/** Whether a password is on the list of common ones, in any case ('Password1' is 'password1'). */
export const isCommonPassword = (password: string) =>
  (common ??= new Set(COMMON_PASSWORDS.split('\n'))).has(password.toLowerCase());

/**
 * A password being set (sign-up, invitation, reset): the spec's 6-character minimum, and not one of
 * the common passwords (NIST SP 800-63B). The same rule in the forms and on the server.
 */
export const newPasswordField = (minMessage = 'Password must be at least 6 characters') =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, minMessage)
    .max(200, 'Password must be at most 200 characters')
    .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);
