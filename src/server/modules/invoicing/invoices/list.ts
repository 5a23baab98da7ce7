import { sql } from 'drizzle-orm';
import type { InvoiceListRow, InvoiceStatus } from '../../../../shared/invoicing/invoices-schemas';
import { xeroInvoiceUrl } from '../../../../shared/invoicing/xero-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { companyToday } from '../../../db/company-today';
import {
  ownPaymentSummary,
  paymentsByInvoice,
  xeroPaymentSummary,
  xeroStatusesOf,
} from '../../../db/invoice-payments';
import { xeroInvoiceIdOf } from '../../../db/docket-invoice';

type ListQuery = { status?: InvoiceStatus; limit: number; offset: number };

/** A row of the list as the statement gives it: both kinds in one shape, dates and money as text. */
type Row = {
  source: 'sitedockets' | 'xero';
  id: number | null;
  xero_invoice_id: string | null;
  number: string;
  status: InvoiceStatus;
  client_id: number | null;
  client_name: string | null;
  contact_name: string | null;
  reference: string | null;
  issue_date: string;
  due_date: string | null;
  subtotal: string | null;
  gst: string | null;
  total: string;
  timesheet_ids: number[];
  created_at: Date | string;
  voided_at: Date | string | null;
};

/**
 * The company's own invoices and the Xero invoices its dockets went on (issue 29), as one set of
 * rows. A Xero invoice is what each of its dockets' 'invoiced' events recorded when Xero made it
 * (xero-invoices/mark.ts); it stands while one of its dockets still carries it (xeroInvoiceIdOf),
 * and is void once all were released after Xero voided, deleted or credited it. Its client is the
 * dockets' projects' client when they share one; its date, before dates were recorded, the day it
 * was sent in the company's zone.
 */
const invoiceRows = (companyId: number) => sql`
  select 'sitedockets' as source, i.id, null::text as xero_invoice_id, i.number, i.status::text as status,
    i.client_id, i.client_name, i.contact_name, i.reference,
    i.issue_date::text as issue_date, i.due_date::text as due_date,
    i.subtotal::text as subtotal, i.gst::text as gst, i.total::text as total,
    array(select d.docket_id from invoice_dockets d where d.invoice_id = i.id order by d.docket_id)
      as timesheet_ids,
    i.created_at, i.voided_at
  from invoices i
  where i.company_id = ${companyId}
  union all
  select 'xero', null, e.details->>'xeroInvoiceId', min(e.details->>'invoiceNumber'),
    case when bool_or(coalesce(${xeroInvoiceIdOf} = e.details->>'xeroInvoiceId', false))
      then 'issued' else 'void' end,
    case when count(distinct p.client_id) = 1 then min(p.client_id) end,
    case when count(distinct p.client_id) = 1 then min(c.name) end,
    min(e.details->>'contactName'), min(e.details->>'reference'),
    coalesce(
      min(e.details->>'date'),
      (min(e.created_at) at time zone (select co.time_zone from companies co where co.id = ${companyId}))::date::text
    ),
    min(e.details->>'dueDate'), min(e.details->>'subtotal'), min(e.details->>'gst'), min(e.details->>'total'),
    array_agg(distinct e.docket_id order by e.docket_id),
    min(e.created_at), null
  from docket_events e
  join dockets on dockets.id = e.docket_id and dockets.company_id = e.company_id
  left join projects p on p.id = dockets.project_id
  left join clients c on c.id = p.client_id
  where e.company_id = ${companyId} and e.event_type = 'invoiced' and e.details->>'xeroInvoiceId' is not null
  group by e.details->>'xeroInvoiceId'`;

const at = (value: Date | string) => new Date(value);

type Payments = {
  today: string;
  own: Awaited<ReturnType<typeof paymentsByInvoice>>;
  xero: Awaited<ReturnType<typeof xeroStatusesOf>>;
};

/** The payments and Xero reads of a page's invoices (issue 27), with the company's today. */
async function paymentsOf(db: Db, companyId: number, rows: Row[]): Promise<Payments> {
  const ownIds = rows.flatMap((r) => (r.source === 'sitedockets' ? [r.id!] : []));
  const xeroIds = rows.flatMap((r) => (r.source === 'xero' ? [r.xero_invoice_id!] : []));
  return {
    today: await companyToday(db, companyId),
    own: await paymentsByInvoice(db, companyId, ownIds),
    xero: await xeroStatusesOf(db, companyId, xeroIds),
  };
}

function listRowOf(row: Row, paid: Payments): InvoiceListRow {
  const common = {
    number: row.number,
    status: row.status,
    clientId: row.client_id,
    clientName: row.client_name,
    contactName: row.contact_name,
    reference: row.reference,
    issueDate: row.issue_date,
    total: row.total,
    docketCount: row.timesheet_ids.length,
    timesheetIds: row.timesheet_ids,
    createdAt: at(row.created_at),
  };
  if (row.source === 'xero') {
    const xeroInvoiceId = row.xero_invoice_id!;
    return {
      ...common,
      source: 'xero',
      xeroInvoiceId,
      xeroUrl: xeroInvoiceUrl(xeroInvoiceId),
      dueDate: row.due_date,
      subtotal: row.subtotal,
      gst: row.gst,
      payment: xeroPaymentSummary(
        { status: row.status, total: row.total, dueDate: row.due_date },
        paid.xero.get(xeroInvoiceId),
        paid.today,
      ),
    };
  }
  return {
    ...common,
    source: 'sitedockets',
    id: row.id!,
    dueDate: row.due_date!,
    subtotal: row.subtotal!,
    gst: row.gst!,
    voidedAt: row.voided_at === null ? null : at(row.voided_at),
    payment: ownPaymentSummary(
      { status: row.status, total: row.total, dueDate: row.due_date! },
      paid.own.get(row.id!) ?? [],
      paid.today,
    ),
  };
}

/**
 * GET /api/companies/:companyId/invoices: both kinds, newest date first (then the newest made), one
 * page, with how many match in all; `status` filters both.
 */
export async function listInvoices(db: Db, actor: Actor, query: ListQuery) {
  const matching = sql`(${invoiceRows(actor.companyId)}) as rows
    where ${query.status ? sql`rows.status = ${query.status}` : sql`true`}`;
  const page = await db.execute(sql`select * from ${matching}
    order by rows.issue_date desc, rows.created_at desc, rows.number desc
    limit ${query.limit} offset ${query.offset}`);
  const all = await db.execute(sql`select count(*)::int as n from ${matching}`);
  const rows = (page as unknown as { rows: Row[] }).rows;
  const [count] = (all as unknown as { rows: { n: number }[] }).rows;
  const paid = await paymentsOf(db, actor.companyId, rows);
  return { invoices: rows.map((row) => listRowOf(row, paid)), total: count!.n };
}
