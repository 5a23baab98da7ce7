import { randomUUID } from 'node:crypto';
import { AccountingApi } from 'xero-node';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS } from '../accounting/attachment-json';
import type { XeroSimulator } from '../server';
import { api, connect, control, SCOPES, startSim } from './support';

const PDF = Buffer.from('%PDF-1.4\n% a docket\n%%EOF\n');

/** A connected app and one DRAFT invoice of the demo organisation. */
async function withInvoice(scope = `${SCOPES} accounting.attachments`) {
  const sim = await startSim();
  const { access_token: token } = await connect(sim, scope);
  const made = await api(sim, token, '/Invoices', {
    method: 'PUT',
    body: {
      Invoices: [
        {
          Type: 'ACCREC',
          Contact: { Name: 'Acme Constructions Pty Ltd' },
          LineItems: [{ Description: 'Labour', Quantity: 8, UnitAmount: 65, AccountCode: '200' }],
        },
      ],
    },
  });
  const invoiceId = (made.body.Invoices as { InvoiceID: string }[])[0]!.InvoiceID;
  return { sim, token, invoiceId };
}

/** A file sent as Xero takes it: the raw bytes as the body, the name in the path. */
async function upload(
  sim: XeroSimulator,
  token: string,
  path: string,
  content: Buffer,
  init: { method?: string; headers?: Record<string, string>; tenantId?: string } = {},
) {
  const res = await fetch(`${sim.apiUrl}${path}`, {
    method: init.method ?? 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'xero-tenant-id': init.tenantId ?? sim.tenantId,
      'content-type': 'application/pdf',
      ...init.headers,
    },
    body: new Uint8Array(content),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const content = async (sim: XeroSimulator, token: string, path: string) => {
  const res = await fetch(`${sim.apiUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'xero-tenant-id': sim.tenantId, accept: 'application/pdf' },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};

type Attachment = { AttachmentID: string; FileName: string; IncludeOnline: boolean; ContentLength: number };
const attachmentsOf = async (sim: XeroSimulator, token: string, invoiceId: string) =>
  (await api(sim, token, `/Invoices/${invoiceId}/Attachments`)).body.Attachments as Attachment[];

describe('simulated Xero invoice attachments', () => {
  it('takes a PDF as the raw body, lists it, and gives its bytes back by id and by name', async () => {
    const { sim, token, invoiceId } = await withInvoice();
    const path = `/Invoices/${invoiceId}/Attachments/Docket%2012.pdf`;
    const put = await upload(sim, token, `${path}?IncludeOnline=true`, PDF);
    expect(put.status).toBe(200);
    const [attachment] = put.body.Attachments as Record<string, unknown>[];
    expect(put.body).toMatchObject({ Status: 'OK', ProviderName: 'SiteDockets' });
    expect(attachment).toEqual({
      AttachmentID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      FileName: 'Docket 12.pdf',
      Url: `${sim.apiUrl}${path}`,
      MimeType: 'application/pdf',
      ContentLength: PDF.length,
      IncludeOnline: true,
    });
    const listed = await api(sim, token, `/Invoices/${invoiceId.toUpperCase()}/Attachments`);
    expect(listed.status).toBe(200);
    expect(listed.body.Attachments).toEqual([attachment]);
    for (const name of [String(attachment!.AttachmentID), 'Docket%2012.pdf', 'docket%2012.PDF']) {
      const read = await content(sim, token, `/Invoices/${invoiceId}/Attachments/${name}`);
      expect(read, name).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(read.bytes.equals(PDF), name).toBe(true);
    }
    const invoice = await api(sim, token, `/Invoices/${invoiceId}`);
    expect((invoice.body.Invoices as { HasAttachments: boolean }[])[0]!.HasAttachments).toBe(true);
  });

  it('replaces a file sent again under its name, keeping its id; IncludeOnline defaults to false', async () => {
    const { sim, token, invoiceId } = await withInvoice();
    const path = `/Invoices/${invoiceId}/Attachments/proof.pdf`;
    const first = await upload(sim, token, path, PDF);
    const [made] = first.body.Attachments as Attachment[];
    expect(made!.IncludeOnline).toBe(false);
    const longer = Buffer.concat([PDF, Buffer.from('more')]);
    const again = await upload(sim, token, `${path}?IncludeOnline=true`, longer, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await attachmentsOf(sim, token, invoiceId)).toEqual([
      expect.objectContaining({
        AttachmentID: made!.AttachmentID,
        ContentLength: longer.length,
        IncludeOnline: true,
      }),
    ]);
    // The same Idempotency-Key again: the first reply, nothing stored twice.
    const key = { 'Idempotency-Key': randomUUID() };
    const once = await upload(sim, token, `/Invoices/${invoiceId}/Attachments/b.pdf`, PDF, { headers: key });
    const twice = await upload(sim, token, `/Invoices/${invoiceId}/Attachments/b.pdf`, PDF, { headers: key });
    expect(twice.body).toEqual(once.body);
    expect(await attachmentsOf(sim, token, invoiceId)).toHaveLength(2);
  });

  it("keeps Xero's limits: 10 files a document, 10 MB a file, something in it", async () => {
    const { sim, token, invoiceId } = await withInvoice();
    const at = (name: string) => `/Invoices/${invoiceId}/Attachments/${name}`;
    for (let n = 1; n <= ATTACHMENT_LIMITS.perDocument; n++)
      expect((await upload(sim, token, at(`${n}.pdf`), PDF)).status).toBe(200);
    const eleventh = await upload(sim, token, at('11.pdf'), PDF);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({
      Type: 'ValidationException',
      Elements: [{ ValidationErrors: [{ Message: 'A document can have at most 10 attachments' }] }],
    });
    expect((await upload(sim, token, at('3.pdf'), PDF)).status).toBe(200); // replacing is no new file
    const big = Buffer.alloc(ATTACHMENT_LIMITS.maxBytes + 1, 1);
    const tooBig = await upload(sim, token, at('3.pdf'), big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      Title: 'RequestEntityTooLarge',
      Status: 413,
      Detail: 'PayloadTooLarge',
    });
    expect((await upload(sim, token, at('3.pdf'), big.subarray(1))).status).toBe(200);
    expect((await upload(sim, token, at('4.pdf'), Buffer.alloc(0))).status).toBe(400);
    expect(await attachmentsOf(sim, token, invoiceId)).toHaveLength(10);
  });

  it("answers 404 for an unknown invoice, or another organisation's", async () => {
    const { sim, token, invoiceId } = await withInvoice();
    const unknown = `/Invoices/${randomUUID()}/Attachments`;
    expect((await api(sim, token, unknown)).status).toBe(404);
    expect((await upload(sim, token, `${unknown}/a.pdf`, PDF)).status).toBe(404);
    expect((await content(sim, token, `/Invoices/${invoiceId}/Attachments/none.pdf`)).status).toBe(404);

    // A second organisation connected to the same app holds no such invoice.
    const { store } = sim.context;
    const other = randomUUID();
    store.organisations.push({ tenantId: other, name: 'Other Pty Ltd' });
    store.books.set(other, { ...store.books.get(sim.tenantId)!, invoices: [], attachments: new Map() });
    store.connections.push({ ...store.connections[0]!, id: randomUUID(), tenantId: other });
    const there = await upload(sim, token, `/Invoices/${invoiceId}/Attachments/a.pdf`, PDF, {
      tenantId: other,
    });
    expect(there.status).toBe(404);
    expect(await attachmentsOf(sim, token, invoiceId)).toEqual([]);
  });

  it('needs accounting.attachments to write and .read (or it) to read', async () => {
    const { sim, token, invoiceId } = await withInvoice(SCOPES);
    const path = `/Invoices/${invoiceId}/Attachments`;
    const refused = await upload(sim, token, `${path}/a.pdf`, PDF);
    expect(refused).toMatchObject({ status: 401, body: { Detail: 'AuthorizationUnsuccessful' } });
    expect((await api(sim, token, path)).status).toBe(401);
    const { access_token: reader } = await connect(sim, `${SCOPES} accounting.attachments.read`);
    expect((await api(sim, reader, path)).status).toBe(200);
    expect((await upload(sim, reader, `${path}/a.pdf`, PDF)).status).toBe(401);
  });

  it('fails only the calls under a path a fault names', async () => {
    const { sim, token, invoiceId } = await withInvoice();
    await control(sim, 'faults', { count: 1, kind: '503', path: '/attachments' });
    expect((await api(sim, token, `/Invoices/${invoiceId}`)).status).toBe(200);
    expect((await upload(sim, token, `/Invoices/${invoiceId}/Attachments/a.pdf`, PDF)).status).toBe(503);
    expect((await upload(sim, token, `/Invoices/${invoiceId}/Attachments/a.pdf`, PDF)).status).toBe(200);
    const bad = await control(sim, 'faults', { count: 1, kind: '503', path: '/x', target: 'token' });
    expect(bad.status).toBe(400);
  });

  it("is read by xero-node's createInvoiceAttachmentByFileName as its Attachments model", async () => {
    const { sim, token, invoiceId } = await withInvoice();
    const accounting = new AccountingApi(sim.apiUrl);
    accounting.accessToken = token;
    const { body } = await accounting.createInvoiceAttachmentByFileName(
      sim.tenantId,
      invoiceId,
      'sdk.pdf',
      PDF as unknown as Parameters<AccountingApi['createInvoiceAttachmentByFileName']>[3],
      true,
    );
    expect(body.attachments?.[0]).toMatchObject({
      fileName: 'sdk.pdf',
      includeOnline: true,
      contentLength: PDF.length,
    });
    const listed = await accounting.getInvoiceAttachments(sim.tenantId, invoiceId);
    expect(listed.body.attachments?.map((a) => a.fileName)).toEqual(['sdk.pdf']);
  });
});
