import { and, eq, sql } from 'drizzle-orm';
import { sumMoney } from '../../../shared/dockets/docket-math';
import type { ClientsReport } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { docketFiguresSql, rowsOf } from '../../db/docket-figures';
import { dockets } from '../../db/schema';
import { docketIds, filtered, type ReportFilters } from './filters';
import { figuresReply, plus, sumsOf, total, ZERO, type Sums, type SumsRow } from './figures';
import { byName, clientNames } from './labels';
import { outstandingByClient } from './outstanding';
import type { ReportDefinition } from './report-definition';

type ClientRow = SumsRow & { client_id: number | null; invoiced: boolean };

/** What a project without a client is listed as. */
export const NO_CLIENT = 'No client';

/** Approved billable dockets (the /invoices table's), by their project's client and whether invoiced. */
const sums = (db: Db, companyId: number, q: ReportFilters) =>
  rowsOf<ClientRow>(
    db,
    sql`select p.client_id, d.invoiced, sum(f.minutes)::bigint as minutes,
      sum(f.net_cents)::bigint as net_cents, sum(f.tax_cents)::bigint as tax_cents
    from ${docketFiguresSql(
      docketIds(
        and(filtered(companyId, q), eq(dockets.status, 'approved'), eq(dockets.entryType, 'billable'))!,
      ),
    )} f
    join dockets d on d.id = f.docket_id
    join projects p on p.id = d.project_id
    group by 1, 2`,
  );

type Split = { invoiced: Sums; notInvoiced: Sums };

async function reply(
  db: Db,
  companyId: number,
  q: ReportFilters,
  found: ClientRow[],
): Promise<ClientsReport> {
  const names = await clientNames(db, companyId);
  const byClient = new Map<number | null, Split>();
  for (const row of found) {
    const id = row.client_id === null ? null : Number(row.client_id);
    const split = byClient.get(id) ?? { invoiced: ZERO, notInvoiced: ZERO };
    const key = row.invoiced ? 'invoiced' : 'notInvoiced';
    byClient.set(id, { ...split, [key]: plus(split[key], sumsOf(row)) });
  }
  // Read fresh, not kept with the sums: payments change no docket (issue 27).
  const outstanding = await outstandingByClient(db, companyId, q);
  for (const id of outstanding.keys())
    if (!byClient.has(id)) byClient.set(id, { invoiced: ZERO, notInvoiced: ZERO });
  const rows = [...byClient].map(([clientId, split]) => ({
    clientId,
    clientName: clientId === null ? NO_CLIENT : (names.get(clientId) ?? ''),
    invoiced: figuresReply(split.invoiced),
    notInvoiced: figuresReply(split.notInvoiced),
    outstanding: outstanding.get(clientId) ?? '0.00',
  }));
  rows.sort(
    byName(
      (r) => (r.clientId === null ? '\uffff' : r.clientName),
      (r) => r.clientId,
    ),
  );
  const splits = [...byClient.values()];
  return {
    report: 'clients',
    from: q.from,
    to: q.to,
    rows,
    totals: {
      invoiced: figuresReply(total(splits.map((s) => s.invoiced))),
      notInvoiced: figuresReply(total(splits.map((s) => s.notInvoiced))),
      outstanding: sumMoney(outstanding.values()),
    },
  };
}

/**
 * Clients (issue 26): value invoiced and value approved but not yet invoiced of each client's
 * projects' dockets in the range (the /invoices table's filters), projects without a client last as
 * 'No client'; and what is still owed today on the invoices of those dockets (outstanding.ts).
 */
export const clientsReport: ReportDefinition<'clients', ClientRow[]> = { sums, reply };
