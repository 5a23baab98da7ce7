import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { xeroConnections } from '../../db/schema';
import type { XeroTokenSet } from './oauth';
import type { TokenCipher } from './token-crypto';

/** A company's Xero connection with its tokens opened. */
export interface StoredXeroConnection {
  id: number;
  companyId: number;
  tenantId: string;
  tenantName: string;
  connectionId: string | null;
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  scopes: string[];
}

export interface NewXeroConnection {
  companyId: number;
  tenantId: string;
  tenantName: string;
  connectionId: string | null;
  tokens: XeroTokenSet;
  connectedById: number | null;
}

/** The tokens are sealed to their company: a value copied to another company's row does not open. */
const contextOf = (companyId: number) => `company:${companyId}`;

function sealed(cipher: TokenCipher, companyId: number, tokens: XeroTokenSet) {
  const context = contextOf(companyId);
  return {
    accessTokenEnc: cipher.encrypt(tokens.accessToken, context),
    refreshTokenEnc: cipher.encrypt(tokens.refreshToken, context),
    accessTokenExpiresAt: tokens.expiresAt,
    scopes: tokens.scope.join(' '),
  };
}

/** Stores the company's connection (one per company: a new sign-in replaces the previous one). */
export async function saveXeroConnection(db: Db | Tx, cipher: TokenCipher, input: NewXeroConnection) {
  const values = {
    tenantId: input.tenantId,
    tenantName: input.tenantName,
    connectionId: input.connectionId,
    connectedById: input.connectedById,
    ...sealed(cipher, input.companyId, input.tokens),
  };
  await db
    .insert(xeroConnections)
    .values({ companyId: input.companyId, ...values })
    .onConflictDoUpdate({ target: xeroConnections.companyId, set: { ...values, updatedAt: new Date() } });
}

/**
 * The company's connection with its tokens opened, or null. `forUpdate` (inside `tx`) locks the row
 * so one refresh at a time spends the refresh token. A token that does not open throws TokenDecryptError.
 */
export async function loadXeroConnection(
  db: Db | Tx,
  cipher: TokenCipher,
  companyId: number,
  options: { forUpdate?: boolean; tx?: Tx } = {},
): Promise<StoredXeroConnection | null> {
  const query = (options.tx ?? db)
    .select()
    .from(xeroConnections)
    .where(eq(xeroConnections.companyId, companyId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const context = contextOf(companyId);
  return {
    id: row.id,
    companyId: row.companyId,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    connectionId: row.connectionId,
    accessToken: cipher.decrypt(row.accessTokenEnc, context),
    refreshToken: cipher.decrypt(row.refreshTokenEnc, context),
    accessTokenExpiresAt: row.accessTokenExpiresAt,
    scopes: row.scopes.split(' ').filter(Boolean),
  };
}

/** Replaces the tokens after a refresh (the new refresh token replaces the spent one). */
export async function updateXeroTokens(
  tx: Db | Tx,
  cipher: TokenCipher,
  companyId: number,
  tokens: XeroTokenSet,
): Promise<void> {
  await tx
    .update(xeroConnections)
    .set({ ...sealed(cipher, companyId, tokens), updatedAt: new Date() })
    .where(eq(xeroConnections.companyId, companyId));
}

/** Forgets the company's connection (its tokens with it). */
export async function deleteXeroConnection(db: Db | Tx, companyId: number): Promise<void> {
  await db.delete(xeroConnections).where(eq(xeroConnections.companyId, companyId));
}
