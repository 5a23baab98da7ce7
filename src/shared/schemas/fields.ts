import { z } from 'zod';
import { isIsoDate } from '../dates';
import { wholeNumberField } from './decimal';

/**
 * Field rules used by more than one form; each message is the spec's wording, written once. Every
 * field of every schema is built from these, so no input can reach PostgreSQL that it would refuse:
 * text without NUL or other control characters, real calendar dates, ids and counts within int4.
 */
export const INT4_MAX = 2_147_483_647;

/** C0 control characters and DEL, except tab, line feed and carriage return (notes have lines). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/**
 * Half of a UTF-16 surrogate pair without its other half: no keyboard types one, and it is not
 * text PostgreSQL or an e-mail can hold, so JSON carrying one ("\ud800") is refused.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const INVALID_CHARACTER_MESSAGE = 'Text contains a character that is not valid';

/** A text limit in the product's words: 'Company name can be at most 200 characters' (issue 29). */
export const tooLongMessage = (label: string, max: number) =>
  `${label} can be at most ${max.toLocaleString('en-AU')} characters`;

/** Any text a person types. */
export const textField = (params?: string | { message: string }) =>
  z
    .string(params)
    .refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE)
    .refine((v) => !LONE_SURROGATE.test(v), INVALID_CHARACTER_MESSAGE);

/**
 * Trimmed text of at most `max` characters, its limit told by the field's label. `params` is the
 * message of a value that is not text at all ('Company name is required').
 */
export const limitedText = (label: string, max: number, params?: string | { message: string }) =>
  textField(params).trim().max(max, tooLongMessage(label, max));

/** A record id in a path or query (text), or a body that may send it as text: a positive int4 in decimal digits. */
export const idField = (message = 'Invalid id') => wholeNumberField(1, INT4_MAX, message);

/** A record id a JSON body sends as a number (forms hold it as one): a positive int4. */
export const idNumberField = (message = 'Invalid id') =>
  z.number({ message }).int(message).positive(message).max(INT4_MAX, message);

/** A calendar date 'yyyy-MM-dd' that exists (2025-02-30 and 2025-13-01 do not). */
export const dateField = (message = 'Date is required') =>
  textField({ message }).trim().min(1, message).refine(isIsoDate, 'Date must be a real date (yyyy-MM-dd)');

/** An optional date of a form: empty means none. */
export const optionalDateField = dateField()
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

/** A clock time 'HH:MM' of a 24-hour day. */
export const clockField = (message: string) =>
  textField({ message })
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, message);

/** An optional clock time of a form: empty means none. */
export const optionalClockField = (message: string) =>
  clockField(message)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null));

/** Optional text that may be cleared: empty or null stores null. */
export const nullableText = (label: string, max: number) =>
  limitedText(label, max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

type WithoutDefaults<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K];
};
/**
 * The update schema of a create schema: every field optional and no default, so a field the caller
 * did not send stays as it was (a `.partial()` keeps `.default(0)` and would reset it).
 */
export function updateSchemaOf<S extends z.ZodRawShape>(create: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field,
    ]),
  ) as WithoutDefaults<S>;
  return z.object(shape).partial();
}

export const emailField = limitedText('Email', 254).pipe(z.email({ message: 'Valid email is required' }));
export const usernameField = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(100, 'Username must be at most 100 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');
/** A person's name: required ('Full name is required') and at most 100 characters. */
export const nameField = (label: string) => limitedText(label, 100).min(1, `${label} is required`);
export const optionalText = (label: string, max: number) =>
  limitedText(label, max)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** A company code as workers type it: 'C-' prefix optional, letters case-insensitive. */
export const companyCodeField = textField()
  .trim()
  .min(1, 'Company code is required')
  .transform((v) => v.replace(/^c-/i, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{6}$/, 'Company code must be 6 uppercase letters'));

/** A project code as foremen type it: 'P-' prefix optional, 4 to 8 digits. */
export const projectCodeField = textField()
  .trim()
  .min(1, 'Project code is required')
  .transform((v) => v.replace(/^p-/i, ''))
  .pipe(z.string().regex(/^\d{4,8}$/, 'Project code must be 4-8 digits'));

/**
 * Splits "Jake Thompson" into first and last name; with no last name the first is reused (spec 000 §5).
 * Every kind of sign-up, the owner's too, goes through it (issue 29, DECISIONS 'Sign-up names').
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** A sign-up's names: a last name sent apart is kept, else the full name is split (any kind of sign-up). */
export const signUpNames = (firstName: string, lastName?: string | null) =>
  lastName?.trim() ? { firstName: firstName.trim(), lastName: lastName.trim() } : splitFullName(firstName);
