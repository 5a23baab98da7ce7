import { eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { signaturePng } from '../src/server/db/factories';
import { companies } from '../src/server/db/schema';
import { createInvoice } from '../src/server/modules/invoicing/invoices/create';
import { invoicingCompany, LABOUR } from '../tests/support/invoices';
import { peakMb } from './documents';

/**
 * An invoice of `count` approved, signed dockets (a day of labour and a machine each) in a company
 * of its own with an ABN, made by the invoice service as the office would; and the office's session.
 */
export async function seedInvoice(db: Db, count = 200) {
  const co = await invoicingCompany(db);
  const { office, company } = co.team;
  await db.update(companies).set({ abn: '51824753556' }).where(eq(companies.id, company.id));
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const docket = await co.docket({
      signature: signaturePng(i),
      signedAt: new Date(),
      approvedByName: 'Bench Foreman',
      lineItems: [
        LABOUR('07:00', '15:30', 30),
        { name: 'Excavator 5t', unit: 'hr', rate: '180.00', taxRate: '10', quantity: '6.50' },
      ],
    });
    ids.push(docket.id);
  }
  const actor = { userId: office.id, companyId: company.id, role: office.role, sessionId: 0 };
  const invoice = await createInvoice(db, actor, {
    timesheetIds: ids,
    contactName: null,
    contactEmail: null,
    reference: 'Bench',
  });
  return { invoiceId: invoice.id, token: office.token };
}

/**
 * Issue 13's bound: one invoice of 200 signed dockets (the tax invoice and 200 proof pages) from a
 * running server, timed to the last byte, with the server's peak RSS before and after (MB).
 */
export async function invoicePdfBench(db: Db, baseUrl: string, serverPid: number, count = 200) {
  const { invoiceId, token } = await seedInvoice(db, count);
  const before = peakMb(serverPid);
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/invoices/${invoiceId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const ms = performance.now() - start;
  return {
    dockets: count,
    status: res.status,
    ms,
    megabytes: bytes / 1024 / 1024,
    before,
    after: peakMb(serverPid),
  };
}

export const invoicePdfLine = (r: Awaited<ReturnType<typeof invoicePdfBench>>) =>
  `Invoice PDF of ${r.dockets} signed dockets: status ${r.status}, ${r.ms.toFixed(0)} ms, ${r.megabytes.toFixed(1)} MB; server peak RSS ${r.before.toFixed(0)} MB at start, ${r.after.toFixed(0)} MB after`;
