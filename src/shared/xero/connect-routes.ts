import { z } from 'zod';
import { defineRoutes } from '../api/route';

const tag = 'Xero connection';

/** Where the browser starts the Xero sign-in, carrying a connect ticket (served by the server, not the SPA). */
export const XERO_CONNECT_PATH = '/auth/xero';

/** Why a connection attempt came back to Settings without a connection (`?xero=error&reason=`). */
export const XERO_CONNECT_REASONS = [
  'access_denied',
  'invalid_ticket',
  'invalid_state',
  /** The callback came to a browser other than the one that started the sign-in: nothing connected. */
  'other_browser',
  'invalid_grant',
  /** Xero refused the scopes asked for (an app that does not have one, e.g. accounting.invoices). */
  'invalid_scope',
  'no_organisation',
  'not_configured',
  'network_error',
  'server_error',
] as const;
export type XeroConnectReason = (typeof XERO_CONNECT_REASONS)[number];

export const xeroConnectTicketReply = z.object({
  /** `/auth/xero?ticket=…`: open it in this window within 2 minutes; it works once. */
  url: z.string(),
});

export const xeroDisconnectReply = z.object({ connected: z.literal(false) });

/** Where Xero sends the browser back after its sign-in (the product's address + this path). */
export const XERO_CALLBACK_PATH = '/auth/xero/callback';

const optionalText = z.string().max(2000).optional();

/**
 * Connecting the company to Xero (002 §4 'Accounting connection', §7): the ticket, then the browser
 * opens GET /auth/xero?ticket=… and Xero returns it to GET /auth/xero/callback — both answer only
 * redirects (DECISIONS 'Xero connect': a ticket, never the login token); and disconnect.
 */
export const xeroConnectRoutes = defineRoutes({
  createXeroConnectTicket: {
    method: 'POST',
    path: '/api/xero/connect-ticket',
    plan: 'pro',
    summary:
      'A single-use ticket (2 minutes) for the browser to start the Xero sign-in: the address to open, /auth/xero?ticket=…',
    tag,
    access: 'xero.connect',
    reply: { 200: xeroConnectTicketReply },
  },
  startXeroSignIn: {
    method: 'GET',
    path: XERO_CONNECT_PATH,
    summary:
      "Spends a connect ticket and sends the browser to Xero's sign-in (state and PKCE bound to the ticket)",
    tag,
    access: 'public',
    publicBecause:
      'The single-use, 2-minute ticket from POST /api/xero/connect-ticket is the credential; a missing, spent or expired one returns to Settings with a reason.',
    query: z.object({ ticket: optionalText }),
    reply: {
      redirect:
        "To Xero's sign-in (setting the sign-in's short-lived browser cookie), or to /settings?tab=xero&xero=error&reason=… when the ticket does not hold",
    },
  },
  finishXeroSignIn: {
    method: 'GET',
    path: XERO_CALLBACK_PATH,
    summary: 'Where Xero returns the browser: exchanges the code, stores the connection (tokens encrypted)',
    tag,
    access: 'public',
    publicBecause:
      'The state bound to a live, spent ticket is the credential, accepted only from the browser that started the sign-in (an HttpOnly, SameSite=Lax cookie set by /auth/xero), with the PKCE verifier only the server holds; anything else returns to Settings with a reason.',
    query: z.object({
      code: optionalText,
      state: optionalText,
      error: optionalText,
      error_description: optionalText,
    }),
    reply: {
      redirect:
        'To /settings?tab=xero&xero=connected, or &xero=error&reason=… (access_denied, invalid_state, other_browser, …)',
    },
  },
  disconnectXero: {
    method: 'DELETE',
    path: '/api/xero/disconnect',
    summary:
      "Revokes the company's Xero grant (a refusal by Xero still disconnects here) and deletes the connection",
    tag,
    access: 'xero.connect',
    reply: { 200: xeroDisconnectReply },
  },
});
