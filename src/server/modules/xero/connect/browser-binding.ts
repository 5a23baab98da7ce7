import { timingSafeEqual } from 'node:crypto';

/**
 * Binds a Xero sign-in to the browser that started it: GET /auth/xero leaves the sign-in's state in
 * a short-lived HttpOnly cookie, and the callback is accepted only from a browser that carries it.
 * Someone else who opens the Xero address (sent a link, or sending one) cannot finish the sign-in.
 * SameSite=Lax: Xero returns the browser with a top-level GET redirect, which Lax cookies go with
 * (Strict ones do not).
 */
export const XERO_BINDING_COOKIE = 'sitedockets_xero_signin';

/** Only the two sign-in addresses (/auth/xero and /auth/xero/callback) receive it. */
const COOKIE_PATH = '/auth/xero';

const attributes = (secure: boolean, maxAgeSeconds: number) =>
  [
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/** `Set-Cookie` for a sign-in just started, kept as long as the sign-in may take; `secure` over https. */
export const bindingCookie = (state: string, secure: boolean, lifetimeMs: number): string =>
  `${XERO_BINDING_COOKIE}=${state}; ${attributes(secure, Math.floor(lifetimeMs / 1000))}`;

/** `Set-Cookie` that removes the binding (the callback has used it, whatever the outcome). */
export const clearedBindingCookie = (secure: boolean): string =>
  `${XERO_BINDING_COOKIE}=; ${attributes(secure, 0)}`;

/** The state the browser's cookie holds, or null. */
export function boundStateOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === XERO_BINDING_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Whether the browser's cookie names this sign-in's state (compared in constant time). */
export function sameBrowser(boundState: string | null, state: string): boolean {
  if (!boundState) return false;
  const a = Buffer.from(boundState);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}
