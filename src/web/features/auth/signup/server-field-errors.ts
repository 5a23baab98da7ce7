import { ApiError } from '../../../lib/request';
import type { SignUpField } from './registration';

export type FieldError = { field: SignUpField; message: string };

const FIELDS: readonly SignUpField[] = [
  'firstName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'companyName',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'companyCode',
  'projectCode',
];

/** Which field a server message is about: taken username or e-mail, unknown company or project code. */
function fieldOfMessage(message: string): SignUpField | null {
  if (/username/i.test(message)) return 'username';
  if (/project code/i.test(message)) return 'projectCode';
  if (/company (uses the )?code|code C-/i.test(message)) return 'companyCode';
  if (/email/i.test(message)) return 'email';
  return null;
}

const asField = (path: unknown): SignUpField | null => {
  if (typeof path !== 'string') return null;
  const last = path.split('.').pop() ?? '';
  return (FIELDS as readonly string[]).includes(last) ? (last as SignUpField) : null;
};

/** Field messages hidden in a failed registration reply, so they can be shown next to the field. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status >= 500) return [];
  const body = typeof error.body === 'object' && error.body !== null ? error.body : {};
  const listed = 'errors' in body && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const found: FieldError[] = [];
  for (const item of listed) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    const field = asField(path);
    if (field && typeof message === 'string') found.push({ field, message });
  }
  const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
  if (found.length === 0 && message) {
    const field = fieldOfMessage(message);
    if (field) found.push({ field, message });
  }
  return found;
}
