import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../tests/support/app';
import { client as testClient } from '../../../../tests/support/client';
import { companyWithTeam } from '../../../../tests/support/people';

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
let other: Awaited<ReturnType<typeof companyWithTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  other = await companyWithTeam(t.db);
});
afterAll(() => t.close());

const call = testClient(() => t);
const clientsOf = (team: { company: { id: number } }) => ({ params: { companyId: team.company.id } });

describe('clients and contacts', () => {
  it('creates a client with a contact, counts it, edits and deletes both', async () => {
    const created = await call('POST /api/companies/:companyId/clients', team.office, {
      ...clientsOf(team),
      body: { name: 'Cumberland City Council', email: 'ap@council.example', phone: '' },
    });
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client.phone).toBeNull();
    const contact = await call('POST /api/clients/:id/contacts', team.office, {
      params: { id: client.id },
      body: { name: 'Megan Lee', title: 'Project Engineer', isForeman: true },
    });
    expect(contact.statusCode).toBe(201);
    const list = (await call('GET /api/companies/:companyId/clients', team.worker, clientsOf(team))).json();
    expect(list.find((c) => c.id === client.id)!.contactCount).toBe(1);

    const contactId = { id: contact.json().id };
    const editContact = (who: typeof team.admin, body: { title?: string }) =>
      call('PUT /api/client-contacts/:id', who, { params: contactId, body });
    expect((await editContact(team.office, { title: 'X' })).statusCode).toBe(403);
    expect((await editContact(team.admin, { title: 'Principal Engineer' })).json()).toMatchObject({
      title: 'Principal Engineer',
    });
    const empty = await editContact(team.admin, {});
    expect({ status: empty.statusCode, title: empty.json().title }).toEqual({
      status: 200,
      title: 'Principal Engineer',
    });
    const hex = await call('PUT /api/client-contacts/:id', team.admin, {
      params: { id: `0x${contactId.id.toString(16)}` },
      body: { title: 'Hex' },
    });
    expect({ status: hex.statusCode, message: body(hex).message }).toEqual({
      status: 400,
      message: 'Invalid id',
    });
    expect(
      (await call('DELETE /api/client-contacts/:id', team.admin, { params: contactId })).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE /api/clients/:id', team.office, { params: { id: client.id } })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET /api/clients/:id/contacts', team.admin, { params: { id: client.id } })).statusCode,
    ).toBe(404);
  });

  it('validates with the spec messages', async () => {
    const create = (body: { name: string; email?: string }) =>
      call('POST /api/companies/:companyId/clients', team.admin, { ...clientsOf(team), body });
    expect(body(await create({ name: '' })).message).toBe('Company name is required');
    expect(body(await create({ name: 'A', email: 'not-mail' })).message).toBe('Valid email is required');
    const client = (await create({ name: 'A' })).json();
    const noContactName = await call('POST /api/clients/:id/contacts', team.admin, {
      params: { id: client.id },
      body: { name: ' ' },
    });
    expect(body(noContactName).message).toBe('Name is required');
    expect((await create({ name: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it("is 404 for another company's clients and contacts", async () => {
    const client = (
      await call('POST /api/companies/:companyId/clients', team.admin, {
        ...clientsOf(team),
        body: { name: 'Private' },
      })
    ).json();
    const contact = (
      await call('POST /api/clients/:id/contacts', team.admin, {
        params: { id: client.id },
        body: { name: 'P' },
      })
    ).json();
    const clientId = { params: { id: client.id } };
    const contactId = { params: { id: contact.id } };
    const hijack = { name: 'Hijack' };
    for (const res of [
      await call('PUT /api/clients/:id', other.admin, { ...clientId, body: hijack }),
      await call('DELETE /api/clients/:id', other.admin, clientId),
      await call('GET /api/clients/:id/contacts', other.admin, clientId),
      await call('POST /api/clients/:id/contacts', other.admin, { ...clientId, body: hijack }),
      await call('PUT /api/client-contacts/:id', other.admin, { ...contactId, body: hijack }),
      await call('DELETE /api/client-contacts/:id', other.admin, contactId),
    ]) {
      expect({ url: res.raw.req.url, status: res.statusCode }).toEqual({ url: res.raw.req.url, status: 404 });
    }
    const theirs = (
      await call('GET /api/companies/:companyId/clients', other.admin, clientsOf(other))
    ).json();
    expect(theirs.map((c) => c.id)).not.toContain(client.id);
  });

  it('creates one client however often a submission with the same Idempotency-Key is retried', async () => {
    const send = () =>
      call('POST /api/companies/:companyId/clients', team.admin, {
        ...clientsOf(team),
        body: { name: 'Retry Pty Ltd' },
        idempotencyKey: 'client-form-1',
      });
    const [first, second] = [await send(), await send()];
    expect(second.json().id).toBe(first.json().id);
    const list = (await call('GET /api/companies/:companyId/clients', team.admin, clientsOf(team))).json();
    expect(list.filter((c) => c.name === 'Retry Pty Ltd')).toHaveLength(1);
  });
});
