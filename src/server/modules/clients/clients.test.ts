import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, caller, createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, companyWithTeam } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = caller(() => t);
type Client = { id: number; name: string; email: string | null; contactCount: number };

describe('clients and contacts', () => {
  it('creates a client with a contact, counts it, edits and deletes both', async () => {
    const created = await call('POST', `/api/companies/${team.company.id}/clients`, team.office, {
      name: 'Cumberland City Council',
      email: 'ap@council.example',
      phone: '',
    });
    expect(created.statusCode).toBe(201);
    const client = body<Client & { phone: string | null }>(created);
    expect(client.phone).toBeNull();
    const contact = await call('POST', `/api/clients/${client.id}/contacts`, team.office, {
      name: 'Megan Lee',
      title: 'Project Engineer',
      isForeman: true,
    });
    expect(contact.statusCode).toBe(201);
    const list = body<Client[]>(await call('GET', `/api/companies/${team.company.id}/clients`, team.worker));
    expect(list.find((c) => c.id === client.id)!.contactCount).toBe(1);

    const contactId = body<{ id: number }>(contact).id;
    expect(
      (await call('PUT', `/api/client-contacts/${contactId}`, team.office, { title: 'X' })).statusCode,
    ).toBe(403);
    expect(
      body(
        await call('PUT', `/api/client-contacts/${contactId}`, team.admin, { title: 'Principal Engineer' }),
      ),
    ).toMatchObject({ title: 'Principal Engineer' });
    const empty = await call('PUT', `/api/client-contacts/${contactId}`, team.admin, {});
    expect({ status: empty.statusCode, title: body<{ title: string }>(empty).title }).toEqual({
      status: 200,
      title: 'Principal Engineer',
    });
    const hex = await call('PUT', `/api/client-contacts/0x${contactId.toString(16)}`, team.admin, {
      title: 'Hex',
    });
    expect({ status: hex.statusCode, message: body(hex).message }).toEqual({
      status: 400,
      message: 'Invalid id',
    });
    expect((await call('DELETE', `/api/client-contacts/${contactId}`, team.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/clients/${client.id}`, team.office)).statusCode).toBe(200);
    expect((await call('GET', `/api/clients/${client.id}/contacts`, team.admin)).statusCode).toBe(404);
  });

  it('validates with the spec messages', async () => {
    const noName = await call('POST', `/api/companies/${team.company.id}/clients`, team.admin, { name: '' });
    expect(body(noName).message).toBe('Company name is required');
    const badEmail = await call('POST', `/api/companies/${team.company.id}/clients`, team.admin, {
      name: 'A',
      email: 'not-mail',
    });
    expect(body(badEmail).message).toBe('Valid email is required');
    const client = body<Client>(
      await call('POST', `/api/companies/${team.company.id}/clients`, team.admin, { name: 'A' }),
    );
    const noContactName = await call('POST', `/api/clients/${client.id}/contacts`, team.admin, { name: ' ' });
    expect(body(noContactName).message).toBe('Name is required');
    const long = await call('POST', `/api/companies/${team.company.id}/clients`, team.admin, {
      name: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
  });

  it("is 404 for another company's clients and contacts", async () => {
    const client = body<Client>(
      await call('POST', `/api/companies/${team.company.id}/clients`, team.admin, { name: 'Private' }),
    );
    const contact = body<{ id: number }>(
      await call('POST', `/api/clients/${client.id}/contacts`, team.admin, { name: 'P' }),
    );
    for (const [method, url] of [
      ['PUT', `/api/clients/${client.id}`],
      ['DELETE', `/api/clients/${client.id}`],
      ['GET', `/api/clients/${client.id}/contacts`],
      ['POST', `/api/clients/${client.id}/contacts`],
      ['PUT', `/api/client-contacts/${contact.id}`],
      ['DELETE', `/api/client-contacts/${contact.id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        other.admin,
        method === 'DELETE' || method === 'GET' ? undefined : { name: 'Hijack' },
      );
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const theirs = body<Client[]>(
      await call('GET', `/api/companies/${other.company.id}/clients`, other.admin),
    );
    expect(theirs.map((c) => c.id)).not.toContain(client.id);
  });

  it('creates one client however often a submission with the same Idempotency-Key is retried', async () => {
    const url = `/api/companies/${team.company.id}/clients`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(team.admin), 'idempotency-key': 'client-form-1' },
        payload: { name: 'Retry Pty Ltd' },
      });
    const [first, second] = [await send(), await send()];
    expect(body<Client>(second).id).toBe(body<Client>(first).id);
    const list = body<Client[]>(await call('GET', url, team.admin));
    expect(list.filter((c) => c.name === 'Retry Pty Ltd')).toHaveLength(1);
  });
});
