import { and, eq, sql } from 'drizzle-orm';
import { sumMoney } from '../../../shared/dockets/docket-math';
import type { PaymentStatus } from '../../../shared/invoicing/payment-status';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/docket-figures';
import { dockets } from '../../db/schema';
import { xeroInvoiceIdOf, xeroInvoicesMade } from '../../db/docket-invoice';
import {
  ownPaymentSummary,
  paymentsByInvoice,
  xeroPaymentSummary,
  xeroStatusesOf,
} from '../../db/invoice-payments';
import { companyToday } from '../../db/company-today';
import { docketIds, filtered, type ReportFilters } from './filters';

/** The statuses whose amount due is still owed: not drafts (not sent), not paid, not voided. */
const OWED = new Set<PaymentStatus>(['awaiting_payment', 'part_paid', 'overdue']);

type OwnRow = { id: number; client_id: number | null; total: string; due_date: string };
type XeroRow = { xero_invoice_id: string; client_id: number | null };

/** The report's dockets: approved and billable, in the range and the filters (as the sums take them). */
const picked = (companyId: number, q: ReportFilters) =>
  docketIds(and(filtered(companyId, q), eq(dockets.status, 'approved'), eq(dockets.entryType, 'billable'))!);

/**
 * What is still owed today (the company's) per client (issue 27) on the invoices of the report's
 * dockets: each own issued invoice, by its client, and each Xero invoice awaiting payment, part paid
 * or overdue, by its dockets' client; each invoice counted once, whichever of its dockets are picked.
 */
export async function outstandingByClient(db: Db, companyId: number, q: ReportFilters) {
  const ids = picked(companyId, q);
  const own = await rowsOf<OwnRow>(
    db,
    sql`select i.id, i.client_id, i.total::text as total, i.due_date::text as due_date
    from invoices i
    where i.company_id = ${companyId} and i.status = 'issued' and exists (select 1 from invoice_dockets d
      where d.invoice_id = i.id and d.active and d.docket_id in (${ids}))`,
  );
  const xero = await rowsOf<XeroRow>(
    db,
    sql`select distinct on (x.xero_invoice_id) x.xero_invoice_id, p.client_id
    from (select dockets.id, dockets.project_id, ${xeroInvoiceIdOf} as xero_invoice_id
      from dockets where dockets.invoiced and dockets.id in (${ids})) x
    join projects p on p.id = x.project_id
    where x.xero_invoice_id is not null
    order by x.xero_invoice_id, x.id`,
  );
  const made = await xeroInvoicesMade(
    db,
    companyId,
    xero.map((r) => r.xero_invoice_id),
  );
  const today = await companyToday(db, companyId);
  const payments = await paymentsByInvoice(
    db,
    companyId,
    own.map((r) => r.id),
  );
  const reads = await xeroStatusesOf(
    db,
    companyId,
    xero.map((r) => r.xero_invoice_id),
  );
  const owed = new Map<number | null, string[]>();
  const add = (clientId: number | null, due: { status: PaymentStatus; amountDue: string }) => {
    if (!OWED.has(due.status)) return;
    const key = clientId === null ? null : Number(clientId);
    owed.set(key, [...(owed.get(key) ?? []), due.amountDue]);
  };
  for (const r of own) {
    const invoice = { status: 'issued' as const, total: r.total, dueDate: r.due_date };
    add(r.client_id, ownPaymentSummary(invoice, payments.get(r.id) ?? [], today));
  }
  for (const r of xero) {
    const recorded = made.get(r.xero_invoice_id);
    const invoice = {
      status: 'issued' as const,
      total: recorded?.total ?? '0.00',
      dueDate: recorded?.dueDate ?? null,
    };
    add(r.client_id, xeroPaymentSummary(invoice, reads.get(r.xero_invoice_id), today));
  }
  return new Map([...owed].map(([clientId, amounts]) => [clientId, sumMoney(amounts)]));
}
