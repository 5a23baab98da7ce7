import { z } from 'zod';
import { XeroAuthError } from './auth-error';
import { type AuthHttpOptions, jsonOf, sendAuthRequest } from './auth-http';
import { type XeroClientSettings, xeroEndpoints } from './settings';

export interface XeroTokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string | null;
  /** When the access token stops working (now + expires_in). */
  expiresAt: Date;
  scope: string[];
  /** The sign-in this token came from (its `authentication_event_id`), to find the tenants it connected. */
  authEventId: string | null;
}

export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

const tokenReply = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  id_token: z.string().optional(),
  expires_in: z.number().positive(),
  token_type: z.string(),
  scope: z.string().default(''),
});

/** A JWT claim read without checking the signature: only to name the sign-in, never to trust it. */
function authEventIdOf(accessToken: string): string | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
    const id = (claims as Record<string, unknown> | null)?.authentication_event_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export type XeroOAuthOptions = AuthHttpOptions & { now?: () => number };

/**
 * The product's own OAuth 2.0 client for Xero (authorization code with PKCE, refresh, revocation).
 * Its addresses come from the settings, so it talks to real Xero or the simulator alike.
 */
export function createXeroOAuth(settings: XeroClientSettings, options: XeroOAuthOptions = {}) {
  const endpoints = xeroEndpoints(settings);
  const now = options.now ?? Date.now;
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64')}`;

  const postForm = (url: string, fields: Record<string, string>) =>
    sendAuthRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: basic,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(fields).toString(),
      },
      options,
    );

  async function tokens(fields: Record<string, string>): Promise<XeroTokenSet> {
    const res = await postForm(endpoints.token, fields);
    const parsed = tokenReply.safeParse(await jsonOf(res));
    if (!parsed.success) throw new XeroAuthError('invalid_response', res.status, 'not a token reply');
    const reply = parsed.data;
    return {
      accessToken: reply.access_token,
      refreshToken: reply.refresh_token,
      idToken: reply.id_token ?? null,
      expiresAt: new Date(now() + reply.expires_in * 1000),
      scope: reply.scope.split(' ').filter(Boolean),
      authEventId: authEventIdOf(reply.access_token),
    };
  }

  return {
    /** Where to send the browser: Xero's sign-in and consent page. */
    authorizeUrl({ redirectUri, state, codeChallenge }: AuthorizeRequest): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: settings.scopes.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${endpoints.authorize}?${query}`;
    },

    /** The code from the callback for tokens; a wrong verifier or a used code is invalid_grant. */
    exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<XeroTokenSet> {
      return tokens({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
    },

    /** A new pair: the refresh token in the reply replaces the one sent (store it before using it). */
    refresh(refreshToken: string): Promise<XeroTokenSet> {
      return tokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /** Ends the grant: the refresh token, its access tokens and the connections it made. */
    async revoke(refreshToken: string): Promise<void> {
      await postForm(endpoints.revocation, { token: refreshToken });
    },
  };
}

export type XeroOAuth = ReturnType<typeof createXeroOAuth>;

/**
 * The code from Xero's redirect back, after checking it answers this sign-in's state.
 * `?error=access_denied` (Cancel on the consent page) and the other OAuth errors become XeroAuthError.
 */
export function readCallback(query: Record<string, unknown>, expectedState: string): string {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  if (text('state') !== expectedState) throw new XeroAuthError('invalid_state', null);
  if (text('error'))
    throw XeroAuthError.fromOAuth(text('error'), null, text('error_description') || undefined);
  if (!text('code')) throw new XeroAuthError('invalid_request', null, 'no code in the callback');
  return text('code');
}
