import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { fullName } from '../../../shared/people';
import type { DocketState, ReportDocketRow, ReportDocketsQuery } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { docketFiguresSql, rowsOf } from '../../db/docket-figures';
import { dockets } from '../../db/schema';
import { assertFiltersKnown, filtered } from './filters';
import { figuresReply, sumsOf, type SumsRow } from './figures';

/** Work by project's columns as conditions (billable ones: the /invoices table's filters). */
const STATES: Record<DocketState, SQL> = {
  'not-approved': inArray(dockets.status, ['draft', 'pending_approval', 'reverted']),
  approved: eq(dockets.status, 'approved'),
  invoiced: and(eq(dockets.status, 'approved'), eq(dockets.invoiced, true))!,
  'not-invoiced': and(eq(dockets.status, 'approved'), eq(dockets.invoiced, false))!,
};

const BILLABLE = { yes: eq(dockets.entryType, 'billable'), no: eq(dockets.entryType, 'non-billable') };

type Row = SumsRow & {
  id: number;
  date: string;
  first_name: string;
  last_name: string | null;
  project_name: string | null;
  status: string;
  invoiced: boolean;
  invoice_number: string | null;
};

/**
 * GET …/report-dockets: the dockets behind a report's row — the report's filters, a state (Work by
 * project's columns) and billable or not — never void ones, newest first, one page, each with its
 * figures from the database (docket-figures.ts), and how many match in all.
 */
export async function reportDockets(
  db: Db,
  companyId: number,
  q: ReportDocketsQuery,
): Promise<{ dockets: ReportDocketRow[]; total: number }> {
  await assertFiltersKnown(db, companyId, q);
  const where = and(
    filtered(companyId, q),
    ne(dockets.status, 'void'),
    q.state === undefined ? undefined : STATES[q.state],
    q.billable === undefined ? undefined : BILLABLE[q.billable],
  )!;
  const page = sql`select ${dockets.id} from ${dockets} where ${where}
    order by ${desc(dockets.date)}, ${desc(dockets.id)} limit ${q.limit} offset ${q.offset}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select d.id, d.date::text as date, u.first_name, u.last_name, p.name as project_name,
        d.status::text as status, d.invoiced, d.invoice_number, f.minutes, f.net_cents, f.tax_cents
      from ${docketFiguresSql(page)} f
      join dockets d on d.id = f.docket_id
      join users u on u.id = d.worker_id
      left join projects p on p.id = d.project_id
      order by d.date desc, d.id desc`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${dockets} where ${where}`),
  ]);
  return {
    dockets: rows.map((row) => ({
      id: Number(row.id),
      date: row.date,
      workerName: fullName({ firstName: row.first_name, lastName: row.last_name }),
      projectName: row.project_name,
      status: row.status,
      invoiced: row.invoiced,
      invoiceNumber: row.invoice_number,
      figures: figuresReply(sumsOf(row)),
    })),
    total: Number(count!.n),
  };
}
