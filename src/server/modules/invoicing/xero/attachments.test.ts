import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { InvoicingCompany } from '../../../../../tests/support/invoices';
import { pdfText } from '../../../../../tests/support/pdf';
import { xeroInvoicing } from '../../../../../tests/support/xero-invoices';
import { xeroApiLogs } from '../../../db/schema';
import { createPdfRenderer } from '../../../integrations/pdf/pool';
import { XERO_MISSING_PERMISSIONS_MESSAGE } from '../../../integrations/xero/api-errors';
import { databaseFileStore } from '../../../integrations/storage/database-store';
import { proofPlan, renderProof } from './proof-files';

/** The dockets' PDFs on the Xero invoice (issue 29, 000 §1 'invoice with PDF proof attached'). */

const { world, call, ready, dialogBody, create, docketOf } = xeroInvoicing();

/** What the simulated organisation holds attached to the invoice. */
const attachmentsOf = (invoiceId: string) =>
  world.sim.context.store.books.get(world.sim.tenantId)!.attachments.get(invoiceId) ?? [];

/** The name the product gives the docket's own PDF (its download's file name). */
async function docketPdfName(co: InvoicingCompany, id: number) {
  const res = await call('GET /api/timesheets/:id/pdf', co.team.office, { params: { id } });
  return /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
}

/** The uploads of a file the company's Xero log shows, and whether each succeeded. */
const uploadsOf = async (co: InvoicingCompany, fileName: string) =>
  (
    await world.app.db
      .select({ endpoint: xeroApiLogs.endpoint, success: xeroApiLogs.success, sent: xeroApiLogs.requestBody })
      .from(xeroApiLogs)
      .where(
        and(
          eq(xeroApiLogs.companyId, co.team.company.id),
          eq(xeroApiLogs.operation, 'createInvoiceAttachmentByFileName'),
        ),
      )
  ).filter((row) => row.endpoint.endsWith(`/${fileName}`));

const twoDockets = async () => {
  const co = await ready();
  const a = await co.docket();
  const b = await co.docket();
  const names = [await docketPdfName(co, a.id), await docketPdfName(co, b.id)];
  return { co, a, b, names, payload: await dialogBody(co, [a.id, b.id]) };
};

describe("the dockets' PDFs on the Xero invoice", () => {
  it("attaches each docket's own PDF, shown online, named as the product names it", async () => {
    const { co, a, b, names, payload } = await twoDockets();
    const res = await create(co, payload);
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json();
    expect(reply.attachments).toEqual({ attached: names, failed: [], retrying: false });

    const held = attachmentsOf(reply.invoiceId);
    expect(held.map((file) => [file.FileName, file.MimeType, file.IncludeOnline])).toEqual(
      names.map((name) => [name, 'application/pdf', true]),
    );
    for (const [i, docket] of [a, b].entries()) {
      const pdf = held[i]!.content;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(`#${docket.id}`);
    }
    // The log keeps what was sent, never the file's bytes.
    const [upload] = await uploadsOf(co, names[0]!);
    expect(upload).toMatchObject({
      success: true,
      sent: { file: { contentType: 'application/pdf', bytes: held[0]!.content.length } },
    });
  });

  it('keeps the invoice when a PDF cannot be attached, says which and why, and attaches it later once', async () => {
    const { co, a, b, names, payload } = await twoDockets();
    // Xero refuses the second upload as it refuses a connection made without accounting.attachments.
    await fetch(`${world.sim.baseUrl}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, kind: 'missing_scope', path: names[1] }),
    });
    const res = await create(co, payload);
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json();
    expect(reply.attachments).toEqual({
      attached: [names[0]],
      failed: [{ fileName: names[1], message: XERO_MISSING_PERMISSIONS_MESSAGE, code: 'XERO_MISSING_SCOPE' }],
      retrying: true,
    });
    for (const id of [a.id, b.id])
      expect(await docketOf(co, id)).toMatchObject({ invoiced: true, invoiceNumber: reply.invoiceNumber });

    // The job tries again: the missing one is attached, the one already there is not sent again.
    await vi.waitFor(() => expect(attachmentsOf(reply.invoiceId)).toHaveLength(2), { timeout: 20_000 });
    expect(attachmentsOf(reply.invoiceId).map((file) => file.FileName)).toEqual(names);
    expect((await uploadsOf(co, names[0]!)).map((row) => row.success)).toEqual([true]);
    // The job logs its upload after Xero's reply, a moment after the file shows in Xero.
    await vi.waitFor(
      async () => expect((await uploadsOf(co, names[1]!)).map((row) => row.success)).toEqual([false, true]),
      { timeout: 20_000 },
    );

    // The same request again (a lost reply): the same invoice, both PDFs on it, nothing sent twice.
    const again = await create(co, payload);
    expect(again.json()).toEqual({
      ...reply,
      attachments: { attached: names, failed: [], retrying: false },
    });
    expect(attachmentsOf(reply.invoiceId)).toHaveLength(2);
    expect(await uploadsOf(co, names[0]!)).toHaveLength(1);
  });

  it("sends more dockets than Xero's 10 files an invoice as at most 10 PDFs of several dockets each", async () => {
    const named = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      companyId: 1,
      projectId: 1,
      date: '2026-11-24',
      worker: { firstName: 'Jo', lastName: 'Bloggs' },
    }));
    const at = (n: number) => proofPlan(named.slice(0, n), 'INV-0007');
    expect(at(10).map((file) => [file.fileName, file.dockets.length])).toEqual(
      named.slice(0, 10).map((d) => [`2026-11-24-Jo-Bloggs-docket-${d.id}.pdf`, 1]),
    );
    expect(at(11).map((file) => file.dockets.length)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(at(11)[0]!.fileName).toBe('INV-0007-dockets-1-of-6.pdf');
    expect(at(25).map((file) => file.dockets.map((d) => d.id))).toHaveLength(9);
    expect(at(25).flatMap((file) => file.dockets.map((d) => d.id))).toEqual(named.map((d) => d.id));

    // Such a PDF holds each of its dockets, each from a page of its own.
    const co = await ready();
    const dockets = [await co.docket(), await co.docket()];
    const renderer = createPdfRenderer(1);
    try {
      const pdf = await renderProof(
        world.app.db,
        { appUrl: world.app.config.appUrl, renderer, files: databaseFileStore(world.app.db) },
        { fileName: 'INV-0007-dockets-1-of-1.pdf', dockets },
      );
      const pages = pdfText(pdf).split('\f');
      for (const docket of dockets)
        expect(pages.filter((page) => page.includes(`#${docket.id}`)).length).toBeGreaterThan(0);
      expect(pages.findIndex((p) => p.includes(`#${dockets[1]!.id}`))).toBeGreaterThan(
        pages.findIndex((p) => p.includes(`#${dockets[0]!.id}`)),
      );
    } finally {
      await renderer.close();
    }
  });
});
