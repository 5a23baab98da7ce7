import type { XeroConnectReason } from '../../../shared/xero/connect-routes';

/** What 'Xero Connection Failed' says for each reason the sign-in came back with (002 §8). */
const REASON_TEXT: Record<XeroConnectReason, string> = {
  access_denied: 'Access to Xero was not allowed (Cancel was pressed on the Xero sign-in page).',
  invalid_ticket: 'The connect link has expired or was already used. Please press Connect to Xero again.',
  invalid_state: 'The Xero sign-in could not be matched to this request. Please press Connect to Xero again.',
  other_browser:
    'This Xero sign-in was started in another browser (or another Connect to Xero replaced it), so nothing was connected. Press Connect to Xero in this browser and finish the Xero sign-in here.',
  invalid_scope:
    'Missing Permissions: Xero refused the permissions SiteDockets asks for. An app created in Xero before March 2026 needs XERO_SCOPES with accounting.transactions in place of accounting.invoices (ask whoever runs this server), then press Connect to Xero again.',
  invalid_grant: 'Xero did not accept the sign-in (it may have expired). Please press Connect to Xero again.',
  no_organisation:
    'No Xero organisation was chosen. Please connect again and allow access to one organisation.',
  not_configured: 'Xero is not configured on this server.',
  network_error: 'Could not reach Xero. Please check your internet connection and try again.',
  server_error: 'Xero could not complete the connection. Please try again.',
};

/** The text for `?xero=error&reason=…`: a known reason's words, else the general one. */
export const connectFailureText = (reason: string | null): string =>
  (REASON_TEXT as Record<string, string>)[reason ?? ''] ?? REASON_TEXT.server_error;
