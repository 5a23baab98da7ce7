import { z } from 'zod';
import { defineRoutes } from './route';

const tag = 'Xero connection';

/** Where the browser starts the Xero sign-in, carrying a connect ticket (served by the server, not the SPA). */
export const XERO_CONNECT_PATH = '/auth/xero';

/** Why a connection attempt came back to Settings without a connection (`?xero=error&reason=`). */
export const XERO_CONNECT_REASONS = [
  'access_denied',
  'invalid_ticket',
  'invalid_state',
  'invalid_grant',
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

/**
 * Connecting the company to Xero (002 §4 'Accounting connection', §7). The browser then opens
 * GET /auth/xero?ticket=… and Xero returns it to GET /auth/xero/callback: browser redirects, not API
 * calls, so they are not listed here (DECISIONS 'Xero connect': a ticket, never the login token).
 */
export const xeroConnectRoutes = defineRoutes({
  createXeroConnectTicket: {
    method: 'POST',
    path: '/api/xero/connect-ticket',
    summary:
      'A single-use ticket (2 minutes) for the browser to start the Xero sign-in: the address to open, /auth/xero?ticket=…',
    tag,
    access: 'xero.connect',
    reply: { 200: xeroConnectTicketReply },
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
