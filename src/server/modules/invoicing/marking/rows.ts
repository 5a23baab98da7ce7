import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { lineItemFigures, sumFigures, type Figures } from '../../../../shared/dockets/docket-math';
import type { InvoiceDocketRow, InvoiceFilter } from '../../../../shared/invoicing/schemas';
import { fullName } from '../../../../shared/people';
import type { Actor } from '../../../access/sessions';
import type { Db, Tx } from '../../../db/client';
import {
  clients,
  docketEvents,
  docketLineItems,
  dockets,
  invoiceDockets,
  projects,
  users,
} from '../../../db/schema';
import { visibleDockets } from '../../dockets/access';
import { xeroInvoiceIdOf } from '../../../db/docket-invoice';

/**
 * Which approved billable dockets of the actor's company: all of them, those ready to invoice
 * (not invoiced) or those invoiced; of every project or one. Approved is never void.
 */
export type InvoiceScope = { invoice: InvoiceFilter; projectId?: number };

/** The page asked for: its order (newest docket date, or most recently invoiced), size and start. */
export type InvoicePage = { order: 'date' | 'invoicedAt'; limit: number; offset: number };

const INVOICED: Record<InvoiceFilter, SQL | undefined> = {
  all: undefined,
  'for-invoice': eq(dockets.invoiced, false),
  invoiced: eq(dockets.invoiced, true),
};

function inScope(db: Db | Tx, actor: Actor, scope: InvoiceScope): SQL {
  return and(
    visibleDockets(db, actor),
    eq(dockets.status, 'approved'),
    eq(dockets.entryType, 'billable'),
    INVOICED[scope.invoice],
    scope.projectId === undefined ? undefined : eq(dockets.projectId, scope.projectId),
  )!;
}

const ORDER = {
  date: [desc(dockets.date), desc(dockets.id)],
  invoicedAt: [sql`${dockets.invoicedAt} desc nulls last`, desc(dockets.id)],
};

/** When it was last approved: its latest 'approved' event (the signature's time if it has none). */
const lastApproval = sql`(select max(${docketEvents.createdAt}) from ${docketEvents}
  where ${docketEvents.docketId} = ${dockets.id} and ${docketEvents.eventType} = 'approved')`.mapWith(
  docketEvents.createdAt,
);

/** The product's own invoice (not void) it is on. */
const activeInvoice = sql`(select ${invoiceDockets.invoiceId} from ${invoiceDockets}
  where ${invoiceDockets.docketId} = ${dockets.id} and ${invoiceDockets.active})`.mapWith(Number);

/**
 * One page of the scope's dockets with their worker, project, client and invoice, each with its
 * totals from the shared docket math. The page is picked in a subquery (an index walk, no joins),
 * so a deep offset costs index entries, not joined rows; the joins and lookups run for its rows only.
 */
export async function invoiceDocketRows(
  db: Db | Tx,
  actor: Actor,
  scope: InvoiceScope,
  page: InvoicePage,
): Promise<InvoiceDocketRow[]> {
  const picked = db
    .select({ pickedId: dockets.id })
    .from(dockets)
    .where(inScope(db, actor, scope))
    .orderBy(...ORDER[page.order])
    .limit(page.limit)
    .offset(page.offset)
    .as('picked');
  const rows = await db
    .select({
      id: dockets.id,
      date: dockets.date,
      firstName: users.firstName,
      lastName: users.lastName,
      projectId: dockets.projectId,
      projectName: projects.name,
      projectCode: projects.code,
      jobNumber: projects.jobNumber,
      clientId: clients.id,
      clientName: clients.name,
      signedAt: dockets.signedAt,
      createdAt: dockets.createdAt,
      approvedAt: lastApproval,
      invoiced: dockets.invoiced,
      invoiceNumber: dockets.invoiceNumber,
      invoiceId: activeInvoice,
      xeroInvoiceId: xeroInvoiceIdOf,
      invoicedAt: dockets.invoicedAt,
    })
    .from(picked)
    .innerJoin(dockets, eq(dockets.id, picked.pickedId))
    .innerJoin(users, eq(users.id, dockets.workerId))
    .leftJoin(projects, eq(projects.id, dockets.projectId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .orderBy(...ORDER[page.order]);
  if (!rows.length) return [];
  const totals = await totalsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ firstName, lastName, signedAt, createdAt, approvedAt, ...row }) => {
    const sum = totals.get(row.id) ?? sumFigures([]);
    return {
      ...row,
      workerName: fullName({ firstName, lastName }),
      // An approved docket without an approval event or signature was created approved ('Complete
      // Entry' on a project without approval): it was approved when it was created.
      approvedAt: approvedAt ?? signedAt ?? createdAt,
      subtotal: sum.net,
      gst: sum.tax,
      total: sum.value,
      totalAmount: sum.value,
    };
  });
}

/** Each docket's figures: the sum of its lines, each rounded to cents (docket-math). */
async function totalsOf(db: Db | Tx, ids: number[]) {
  const items = await db.select().from(docketLineItems).where(inArray(docketLineItems.docketId, ids));
  const lines = new Map<number, Figures[]>();
  for (const item of items)
    lines.set(item.docketId, [...(lines.get(item.docketId) ?? []), lineItemFigures(item)]);
  return new Map([...lines].map(([id, figures]) => [id, sumFigures(figures)]));
}

/** How many dockets the scope holds. */
export async function countInvoiceDockets(db: Db | Tx, actor: Actor, scope: InvoiceScope) {
  const [row] = await db
    .select({ n: count() })
    .from(dockets)
    .where(inScope(db, actor, scope));
  return row!.n;
}
