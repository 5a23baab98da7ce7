import { and, eq, ne, sql } from 'drizzle-orm';
import type { WorkByProjectReport } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { docketFiguresSql, lineFiguresSql, rowsOf } from '../../db/docket-figures';
import { dockets } from '../../db/schema';
import { docketIds, filtered, type ReportFilters } from './filters';
import { figuresReply, fourPlaces, plus, sumsOf, total, ZERO, type Sums, type SumsRow } from './figures';
import { byName, projectLabels } from './labels';
import type { ReportDefinition } from './report-definition';

/** Work by project's columns: where a docket stands (not void). */
type State = 'not-approved' | 'invoiced' | 'not-invoiced';

type StateRow = SumsRow & { project_id: number; state: State; dockets: number };
type ItemRow = { project_id: number; name: string; unit: string; quantity_units: string } & Omit<
  SumsRow,
  'minutes'
>;
type Sums_ = { states: StateRow[]; items: ItemRow[] };

/** Billable work (every billable docket has a project), not void: the dockets Work by project adds up. */
const scope = (companyId: number, q: ReportFilters) =>
  and(filtered(companyId, q), eq(dockets.entryType, 'billable'), ne(dockets.status, 'void'))!;

/** approved and invoiced, approved and not, or not yet approved (draft, pending, reverted). */
const stateOf = sql`case when d.status <> 'approved' then 'not-approved'
  when d.invoiced then 'invoiced' else 'not-invoiced' end`;

async function sums(db: Db, companyId: number, q: ReportFilters): Promise<Sums_> {
  const ids = docketIds(scope(companyId, q));
  const [states, items] = await Promise.all([
    rowsOf<StateRow>(
      db,
      sql`select d.project_id, ${stateOf} as state, count(*)::int as dockets,
        sum(f.minutes)::bigint as minutes, sum(f.net_cents)::bigint as net_cents, sum(f.tax_cents)::bigint as tax_cents
      from ${docketFiguresSql(ids)} f join dockets d on d.id = f.docket_id
      group by 1, 2`,
    ),
    rowsOf<ItemRow>(
      db,
      sql`select d.project_id, l.name, l.unit, sum(l.quantity_units)::bigint as quantity_units,
        sum(l.net_cents)::bigint as net_cents, sum(l.tax_cents)::bigint as tax_cents
      from ${lineFiguresSql(ids)} l join dockets d on d.id = l.docket_id
      group by 1, 2, 3`,
    ),
  ]);
  return { states, items };
}

type Split = { notApproved: Sums; invoiced: Sums; notInvoiced: Sums; dockets: number };
const NONE: Split = { notApproved: ZERO, invoiced: ZERO, notInvoiced: ZERO, dockets: 0 };
const KEY: Record<State, 'notApproved' | 'invoiced' | 'notInvoiced'> = {
  'not-approved': 'notApproved',
  invoiced: 'invoiced',
  'not-invoiced': 'notInvoiced',
};

const add = (split: Split, row: StateRow): Split => ({
  ...split,
  [KEY[row.state]]: plus(split[KEY[row.state]], sumsOf(row)),
  dockets: split.dockets + Number(row.dockets),
});

function columns(split: Split) {
  const approved = plus(split.invoiced, split.notInvoiced);
  return {
    dockets: split.dockets,
    all: figuresReply(plus(split.notApproved, approved)),
    byState: {
      notApproved: figuresReply(split.notApproved),
      approved: figuresReply(approved),
      invoiced: figuresReply(split.invoiced),
      notInvoiced: figuresReply(split.notInvoiced),
    },
  };
}

async function reply(
  db: Db,
  companyId: number,
  q: ReportFilters,
  { states, items }: Sums_,
): Promise<WorkByProjectReport> {
  const labels = await projectLabels(db, companyId);
  const byProject = new Map<number, Split>();
  for (const row of states) {
    const id = Number(row.project_id);
    byProject.set(id, add(byProject.get(id) ?? NONE, row));
  }
  const rows = [...byProject].map(([projectId, split]) => {
    const label = labels.get(projectId);
    const rateItems = items
      .filter((item) => Number(item.project_id) === projectId)
      .map((item) => {
        const money = sumsOf({ ...item, minutes: 0 });
        const shown = figuresReply(money);
        return {
          name: item.name,
          unit: item.unit,
          quantity: fourPlaces(BigInt(item.quantity_units)),
          net: shown.net,
          gst: shown.gst,
          total: shown.total,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.unit.localeCompare(b.unit, 'en'));
    return {
      projectId,
      projectName: label?.name ?? '',
      projectCode: label?.code ?? '',
      clientId: label?.clientId ?? null,
      clientName: label?.clientName ?? null,
      ...columns(split),
      rateItems,
    };
  });
  rows.sort(
    byName(
      (r) => r.projectName,
      (r) => r.projectId,
    ),
  );
  const all: Split = {
    notApproved: total([...byProject.values()].map((s) => s.notApproved)),
    invoiced: total([...byProject.values()].map((s) => s.invoiced)),
    notInvoiced: total([...byProject.values()].map((s) => s.notInvoiced)),
    dockets: [...byProject.values()].reduce((n, s) => n + s.dockets, 0),
  };
  return { report: 'work-by-project', from: q.from, to: q.to, rows, totals: columns(all) };
}

/**
 * Work by project (issue 26): each project's billable dockets of the range (void never counts) split
 * into not yet approved, approved, invoiced and not yet invoiced — the last two are the /invoices
 * table's 'invoiced' and 'for-invoice' filters, so their sums are that table's to the cent — with
 * its billable quantities by rate item (name and unit).
 */
export const workByProject: ReportDefinition<'work-by-project', Sums_> = { sums, reply };
