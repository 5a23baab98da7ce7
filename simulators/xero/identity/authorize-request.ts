import type { ClientApp } from '../options';

/** The query of GET /identity/connect/authorize (and the hidden fields the consent form posts back). */
export interface AuthorizeRequest {
  responseType: string;
  clientId: string;
  redirectUri: string;
  scope: string[];
  state: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  nonce: string | null;
}

export const AUTHORIZE_FIELDS = {
  responseType: 'response_type',
  clientId: 'client_id',
  redirectUri: 'redirect_uri',
  state: 'state',
  codeChallenge: 'code_challenge',
  codeChallengeMethod: 'code_challenge_method',
  nonce: 'nonce',
} as const;

export function readAuthorizeRequest(source: Record<string, unknown>): AuthorizeRequest {
  const text = (name: string): string | null => {
    const value = source[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    responseType: text('response_type') ?? '',
    clientId: text('client_id') ?? '',
    redirectUri: text('redirect_uri') ?? '',
    scope: (text('scope') ?? '').split(' ').filter(Boolean),
    state: text('state'),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method'),
    nonce: text('nonce'),
  };
}

/** Problems shown on the page itself: the redirect address cannot be trusted, so nothing is sent there. */
export function pageProblem(request: AuthorizeRequest, clients: ClientApp[]): string | null {
  const client = clients.find((candidate) => candidate.clientId === request.clientId);
  if (!client) return 'unauthorized_client: the client id is not known to this Xero.';
  let url: URL;
  try {
    url = new URL(request.redirectUri);
  } catch {
    return 'invalid_request: redirect_uri is missing or not an address.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'invalid_request: redirect_uri must be http(s).';
  if (client.redirectUris && !client.redirectUris.includes(request.redirectUri)) {
    return 'invalid_request: redirect_uri is not one of the app’s redirect URIs.';
  }
  return null;
}

export interface RedirectProblem {
  error: string;
  description?: string;
}

/** Problems sent back to the app as `?error=…&state=…` (with `error_description` where Xero gives one). */
export function redirectProblem(request: AuthorizeRequest, clients: ClientApp[]): RedirectProblem | null {
  if (request.responseType !== 'code') return { error: 'unsupported_response_type' };
  if (request.scope.length === 0) return { error: 'invalid_scope' };
  const refused = clients.find((candidate) => candidate.clientId === request.clientId)?.refusedScopes ?? [];
  if (request.scope.some((scope) => refused.includes(scope)))
    return { error: 'unauthorized_client', description: 'Invalid scope for client' };
  if (request.codeChallenge !== null && request.codeChallengeMethod !== 'S256')
    return { error: 'invalid_request' };
  return null;
}

export function redirectWith(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}
