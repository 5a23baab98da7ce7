/** Xero's own addresses: sign-in (login), tokens (identity), and the APIs with /connections (api). */
export const XERO_ADDRESSES = {
  loginUrl: 'https://login.xero.com',
  identityUrl: 'https://identity.xero.com',
  apiUrl: 'https://api.xero.com',
} as const;

/**
 * What the product asks for: sign-in with a refresh token (openid … offline_access), contacts, tax
 * rates (accounting.settings), invoices (accounting.invoices: Xero apps created from March 2026; an
 * older app sets XERO_SCOPES with accounting.transactions instead), the dockets' PDFs on them
 * (accounting.attachments), and the payroll parts.
 */
export const XERO_DEFAULT_SCOPES = [
  'openid',
  'profile',
  'email',
  'offline_access',
  'accounting.invoices',
  'accounting.attachments',
  'accounting.contacts',
  'accounting.settings',
  'payroll.employees',
  'payroll.timesheets',
  'payroll.settings',
] as const;

/** Xero as configured: real when both credentials are set, otherwise the simulator fills them at start. */
export interface XeroConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  loginUrl: string;
  identityUrl: string;
  apiUrl: string;
  scopes: readonly string[];
  /** Set when start-up runs the simulated Xero beside the product (no credentials configured). */
  simulatorUrl: string | undefined;
  /**
   * The key Xero signs webhook deliveries with (XERO_WEBHOOK_KEY; made at start for the simulated
   * Xero); unset, POST /api/xero/webhooks refuses every delivery. Never logged or replied.
   */
  webhookKey: string | undefined;
}

/** What the OAuth client needs: an app's credentials and the three origins. */
export interface XeroClientSettings {
  clientId: string;
  clientSecret: string;
  loginUrl: string;
  identityUrl: string;
  apiUrl: string;
  scopes: readonly string[];
}

/** The client settings, or null when this server has no Xero app (neither real nor simulated). */
export function xeroClientSettings(xero: XeroConfig): XeroClientSettings | null {
  const { clientId, clientSecret, loginUrl, identityUrl, apiUrl, scopes } = xero;
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, loginUrl, identityUrl, apiUrl, scopes };
}

/** Xero's paths (the simulator serves the same ones on one origin). */
export const XERO_PATHS = {
  authorize: '/identity/connect/authorize',
  token: '/connect/token',
  revocation: '/connect/revocation',
  connections: '/connections',
  accounting: '/api.xro/2.0',
  payroll: '/payroll.xro/1.0',
} as const;

/** Xero's addresses under the configured origins. */
export function xeroEndpoints(settings: Pick<XeroClientSettings, 'loginUrl' | 'identityUrl' | 'apiUrl'>) {
  return {
    authorize: `${settings.loginUrl}${XERO_PATHS.authorize}`,
    token: `${settings.identityUrl}${XERO_PATHS.token}`,
    revocation: `${settings.identityUrl}${XERO_PATHS.revocation}`,
    connections: `${settings.apiUrl}${XERO_PATHS.connections}`,
    accounting: `${settings.apiUrl}${XERO_PATHS.accounting}`,
    payroll: `${settings.apiUrl}${XERO_PATHS.payroll}`,
  };
}
