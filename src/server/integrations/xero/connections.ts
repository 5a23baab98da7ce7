import { z } from 'zod';
import { XeroAuthError } from './auth-error';
import { type AuthHttpOptions, jsonOf, sendAuthRequest } from './auth-http';
import { XERO_PATHS } from './settings';

/** A Xero organisation the app may call, from GET /connections (camelCase, as Xero writes it). */
const connection = z.object({
  id: z.string(),
  authEventId: z.string().nullable().optional(),
  tenantId: z.string(),
  tenantType: z.string(),
  tenantName: z.string().nullable().optional(),
  createdDateUtc: z.string().nullable().optional(),
  updatedDateUtc: z.string().nullable().optional(),
});

export type XeroConnection = z.infer<typeof connection>;

type Origins = { apiUrl: string };

/**
 * The organisations this app is connected to; with `authEventId`, only those the sign-in that made
 * the access token connected.
 */
export async function listConnections(
  origins: Origins,
  accessToken: string,
  filter: { authEventId?: string | null } = {},
  options: AuthHttpOptions = {},
): Promise<XeroConnection[]> {
  const url = new URL(`${origins.apiUrl}${XERO_PATHS.connections}`);
  if (filter.authEventId) url.searchParams.set('authEventId', filter.authEventId);
  const res = await sendAuthRequest(
    url.toString(),
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    options,
  );
  const parsed = z.array(connection).safeParse(await jsonOf(res));
  if (!parsed.success) throw new XeroAuthError('invalid_response', res.status, 'not a list of connections');
  return parsed.data;
}

/** Disconnects one organisation (DELETE /connections/{id} → 204); an unknown id is not_found. */
export async function deleteConnection(
  origins: Origins,
  accessToken: string,
  connectionId: string,
  options: AuthHttpOptions = {},
): Promise<void> {
  await sendAuthRequest(
    `${origins.apiUrl}${XERO_PATHS.connections}/${encodeURIComponent(connectionId)}`,
    { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } },
    options,
  );
}
