import { z } from 'zod';

/** Field rules used by more than one form; each message is the spec's wording, written once. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Valid email is required' }));
export const usernameField = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(100, 'Username must be at most 100 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');
export const passwordField = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');
export const nameField = (message: string) => z.string().trim().min(1, message).max(100, 'Name is too long');
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** A company code as workers type it: 'C-' prefix optional, letters case-insensitive. */
export const companyCodeField = z
  .string()
  .trim()
  .min(1, 'Company code is required')
  .transform((v) => v.replace(/^c-/i, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{6}$/, 'Company code must be 6 uppercase letters'));

/** A project code as foremen type it: 'P-' prefix optional, 4 to 8 digits. */
export const projectCodeField = z
  .string()
  .trim()
  .min(1, 'Project code is required')
  .transform((v) => v.replace(/^p-/i, ''))
  .pipe(z.string().regex(/^\d{4,8}$/, 'Project code must be 4-8 digits'));

/** Splits "Jake Thompson" into first and last name; with no last name the first is reused (spec 000 §5). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
