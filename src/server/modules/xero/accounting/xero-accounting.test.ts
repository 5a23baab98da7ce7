import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../../simulators/xero/server';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../integrations/xero/api-errors';
import { connectCompany, xeroTestApp } from '../../../../../tests/support/xero';
import { xeroApiLogs } from '../../../db/schema';
import type { XeroClientSettings } from '../../../integrations/xero/settings';
import { createTokenCipher } from '../../../integrations/xero/token-crypto';

let t: TestApp;
let sim: XeroSimulator;
let settings: XeroClientSettings;
const { key } = xeroTestApp((world) => ({ app: t, sim, settings } = world));

const call = client(() => t);
type Team = Awaited<ReturnType<typeof companyWithTeam>>;
type Who = Team['admin'];
const syncTaxCodes = (who: Who, idempotencyKey?: string) =>
  call('POST /api/xero/sync-tax-codes', who, { idempotencyKey });
const taxCodesOf = (who: Who) => call('GET /api/xero/tax-codes', who);
const searchContacts = (who: Who, search?: string) =>
  call('GET /api/xero/contacts', who, search === undefined ? {} : { query: { search } });
const connect = (team: Team) => connectCompany(t.db, createTokenCipher(key), settings, team.company.id);
const activeRates = () =>
  sim.context.store.books.get(sim.tenantId)!.taxRates.filter((rate) => rate.Status === 'ACTIVE');

describe('Xero tax codes and contacts (002 §7)', () => {
  it("answers 002's not-connected text before the company connects", async () => {
    const team = await companyWithTeam(t.db);
    const sync = await syncTaxCodes(team.admin);
    expect(sync.statusCode).toBe(409);
    expect(body(sync)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE, code: 'CONFLICT' });
    const contacts = await searchContacts(team.office, 'acme');
    expect(contacts.statusCode).toBe(409);
    expect(body(contacts).message).toBe('Xero not connected. Please connect to Xero first.');
    const list = await taxCodesOf(team.admin);
    expect(list.json()).toEqual({ taxCodes: [] });
  });

  it("syncs the organisation's active tax rates; OUTPUT is the default; a second sync changes nothing", async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    const sync = await syncTaxCodes(team.office);
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json()).toEqual({ count: activeRates().length, isDefault: true });

    const { taxCodes } = (await taxCodesOf(team.admin)).json();
    expect(taxCodes.map((c) => c.taxType).sort()).toEqual(
      activeRates()
        .map((r) => r.TaxType)
        .sort(),
    );
    expect(taxCodes.find((c) => c.taxType === 'OUTPUT')).toMatchObject({
      name: 'GST on Income',
      effectiveRate: '10.00',
      isDefault: true,
    });
    expect(taxCodes.filter((c) => c.isDefault)).toHaveLength(1);

    const again = await syncTaxCodes(team.admin);
    expect(again.json()).toEqual(sync.json());
    const after = (await taxCodesOf(team.admin)).json();
    expect(after.taxCodes.map((c) => c.id)).toEqual(taxCodes.map((c) => c.id));
  });

  it('searches Xero contacts from 2 characters', async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    const found = await searchContacts(team.admin, 'acme');
    expect(found.statusCode, found.body).toBe(200);
    const { contacts } = found.json();
    expect(contacts).toEqual([
      expect.objectContaining({ Name: 'Acme Constructions Pty Ltd', ContactID: expect.any(String) }),
    ]);
    expect(Object.keys(contacts[0]!).sort()).toEqual(['ContactID', 'EmailAddress', 'Name']);

    const short = await searchContacts(team.admin, ' a ');
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toBe('Type at least 2 characters to search Xero contacts');
    expect((await searchContacts(team.admin)).statusCode).toBe(400);
  });

  it('keeps each company to its own tax codes and connection', async () => {
    const mine = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    await connect(mine);
    await syncTaxCodes(mine.admin);
    expect((await taxCodesOf(other.admin)).json()).toEqual({ taxCodes: [] });
    expect((await syncTaxCodes(other.admin)).statusCode).toBe(409);
    expect((await taxCodesOf(mine.worker)).statusCode).toBe(403);
    expect((await searchContacts(mine.foreman, 'ac')).statusCode).toBe(403);
  });
});

describe('Sync Tax Codes pressed twice (issue 29)', () => {
  /** The company's calls to Xero for its tax rates (its Xero API log). */
  const taxRateCalls = async (team: Team) =>
    t.db
      .select({ id: xeroApiLogs.id })
      .from(xeroApiLogs)
      .where(and(eq(xeroApiLogs.companyId, team.company.id), eq(xeroApiLogs.operation, 'getTaxRates')));

  it('asks Xero once for one Idempotency-Key and answers the repeat with the first reply', async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    const first = await syncTaxCodes(team.office, 'sync-1');
    const repeat = await syncTaxCodes(team.office, 'sync-1');
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await taxRateCalls(team)).toHaveLength(1);

    // A new press is a new sync.
    const next = await syncTaxCodes(team.office, 'sync-2');
    expect(next.statusCode).toBe(200);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    expect(await taxRateCalls(team)).toHaveLength(2);
  });

  it('gives the key back when the sync fails, so the same press can be tried again', async () => {
    const team = await companyWithTeam(t.db);
    expect((await syncTaxCodes(team.admin, 'sync-retry')).statusCode).toBe(409);
    await connect(team);
    const retry = await syncTaxCodes(team.admin, 'sync-retry');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ count: activeRates().length, isDefault: true });
  });
});
