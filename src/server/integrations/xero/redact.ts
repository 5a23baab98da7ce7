/**
 * Removes Xero credentials from what is about to be logged: OAuth fields (access_token, refresh_token,
 * id_token, client_secret, code, code_verifier), Authorization headers, and bearer or basic
 * credentials inside text, at any depth, including form-encoded bodies (the token endpoint's).
 */
export const REMOVED = '[removed]';

/** OAuth's fields are lower-case; Xero's own fields are PascalCase (an account's `Code` stays). */
const SECRET_FIELDS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code',
  'code_verifier',
]);
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

const isSecretKey = (key: string): boolean => SECRET_FIELDS.has(key) || SECRET_HEADERS.has(key.toLowerCase());

const CREDENTIAL_IN_TEXT = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const FORM_BODY = /^[\w.-]+=[^&\s]*(&[\w.-]+=[^&\s]*)*$/;

function redactText(text: string): string {
  if (FORM_BODY.test(text)) {
    const form = new URLSearchParams(text);
    if ([...form.keys()].some(isSecretKey)) {
      for (const key of new Set(form.keys())) if (isSecretKey(key)) form.set(key, REMOVED);
      return form.toString().replaceAll(encodeURIComponent(REMOVED), REMOVED);
    }
  }
  return text.replace(CREDENTIAL_IN_TEXT, (_, scheme: string) => `${scheme} ${REMOVED}`);
}

export function redactXeroSecrets<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactXeroSecrets(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSecretKey(key) && item !== null && item !== undefined ? REMOVED : redactXeroSecrets(item),
      ]),
    ) as T;
  }
  return value;
}
