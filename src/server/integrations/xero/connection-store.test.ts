import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createCompany } from '../../db/factories';
import { xeroConnections } from '../../db/schema';
import { freshDatabase } from '../../../../tests/support/database';
import {
  deleteXeroConnection,
  loadXeroConnection,
  saveXeroConnection,
  updateXeroTokens,
} from './connection-store';
import type { XeroTokenSet } from './oauth';
import { createTokenCipher, TokenDecryptError } from './token-crypto';

const cipher = createTokenCipher(randomBytes(32));

const tokens = (n: number): XeroTokenSet => ({
  accessToken: `access-token-${n}-${randomBytes(8).toString('hex')}`,
  refreshToken: `refresh-token-${n}-${randomBytes(8).toString('hex')}`,
  idToken: null,
  expiresAt: new Date(Date.UTC(2026, 10, 24, 4, n)),
  scope: ['offline_access', 'accounting.contacts'],
  authEventId: null,
});

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the Xero connection store', () => {
  it('saves sealed tokens, opens them, replaces them, and forgets the connection', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const first = tokens(1);
    await saveXeroConnection(db, cipher, {
      companyId: company.id,
      tenantId: 'tenant-1',
      tenantName: 'Demo Co',
      connectionId: 'conn-1',
      tokens: first,
      connectedById: null,
    });

    const [row] = await db.select().from(xeroConnections).where(eq(xeroConnections.companyId, company.id));
    expect(row!.accessTokenEnc).not.toContain(first.accessToken);
    expect(row!.refreshTokenEnc).not.toContain(first.refreshToken);
    expect(await loadXeroConnection(db, cipher, company.id)).toEqual({
      id: row!.id,
      companyId: company.id,
      tenantId: 'tenant-1',
      tenantName: 'Demo Co',
      connectionId: 'conn-1',
      accessToken: first.accessToken,
      refreshToken: first.refreshToken,
      accessTokenExpiresAt: first.expiresAt,
      scopes: ['offline_access', 'accounting.contacts'],
    });

    // A second sign-in replaces the first (one connection per company).
    const second = tokens(2);
    await saveXeroConnection(db, cipher, {
      companyId: company.id,
      tenantId: 'tenant-2',
      tenantName: 'Other Co',
      connectionId: 'conn-2',
      tokens: second,
      connectedById: null,
    });
    expect(
      await db.select().from(xeroConnections).where(eq(xeroConnections.companyId, company.id)),
    ).toHaveLength(1);

    const third = tokens(3);
    await db.transaction(async (tx) => {
      const locked = await loadXeroConnection(db, cipher, company.id, { forUpdate: true, tx });
      expect(locked).toMatchObject({ tenantId: 'tenant-2', refreshToken: second.refreshToken });
      await updateXeroTokens(tx, cipher, company.id, third);
    });
    expect(await loadXeroConnection(db, cipher, company.id)).toMatchObject({
      tenantName: 'Other Co',
      accessToken: third.accessToken,
      refreshToken: third.refreshToken,
      accessTokenExpiresAt: third.expiresAt,
    });

    await deleteXeroConnection(db, company.id);
    expect(await loadXeroConnection(db, cipher, company.id)).toBeNull();
  });

  it('does not open tokens copied into another company’s row', async () => {
    const { db } = database;
    const [a, b] = [await createCompany(db), await createCompany(db)];
    for (const company of [a, b]) {
      await saveXeroConnection(db, cipher, {
        companyId: company.id,
        tenantId: `t-${company.id}`,
        tenantName: 'Co',
        connectionId: null,
        tokens: tokens(company.id),
        connectedById: null,
      });
    }
    const [rowA] = await db.select().from(xeroConnections).where(eq(xeroConnections.companyId, a.id));
    await db
      .update(xeroConnections)
      .set({ accessTokenEnc: rowA!.accessTokenEnc, refreshTokenEnc: rowA!.refreshTokenEnc })
      .where(eq(xeroConnections.companyId, b.id));
    await expect(loadXeroConnection(db, cipher, b.id)).rejects.toThrow(TokenDecryptError);
  });
});
