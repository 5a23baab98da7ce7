import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * docket-math (src/shared/dockets/docket-math.ts) in SQL, for reading a company's figures in bulk
 * (the reports, a project's budget use): a whole year is added up by the database, not copied into
 * the server. The same rules, exactly; docket-figures.test.ts checks them against docket-math on
 * random dockets, like the counting rule's parity test.
 *
 * - An item's span: end − start − break, floored at 0 (0 when end is not after start).
 * - Billable quantity in ten-thousandths: a time item's span in hours rounded half up to 4 places, a
 *   quantity item's quantity.
 * - Per line: net = quantity × rate and GST = net × tax rate / 100, each rounded half up to cents
 *   (PostgreSQL's round() of a numeric rounds half away from zero, as docket-math's roundDiv does).
 * - A docket's hours worked, in minutes: a non-billable docket's own span; a billable one's union of
 *   its time items that hold work, each group of overlapping items less its largest break.
 * - A non-billable docket has no money, whatever lines it holds.
 *
 * Every column is an integer (minutes, cents, ten-thousandths) as text-free bigint, so sums are exact.
 */

/** Minutes of the day of an 'HH:MM' column (a constraint keeps the form). */
const minutesOf = (clock: SQL) =>
  sql`(split_part(${clock}, ':', 1)::int * 60 + split_part(${clock}, ':', 2)::int)`;

/** workedMinutes: end − start − break, never below 0; 0 without both times or when end is not after start. */
export const workedMinutesSql = (start: SQL, end: SQL, breakMinutes: SQL): SQL => sql`(case
  when ${start} is null or ${end} is null or ${minutesOf(end)} <= ${minutesOf(start)} then 0
  else greatest(0, ${minutesOf(end)} - ${minutesOf(start)} - greatest(0, ${breakMinutes})) end)`;

const liWorked = workedMinutesSql(sql`li.start_time`, sql`li.end_time`, sql`li.break_minutes`);

/** A line's billable quantity in ten-thousandths. */
const quantityUnits = sql`(case when li.entry_type = 'time'
  then round(${liWorked}::numeric * 10000 / 60)
  else coalesce(li.quantity, 0) * 10000 end)`;
const lineNet = sql`round(${quantityUnits} * (li.rate * 100) / 10000)`;

/**
 * One row per work item of the chosen dockets (`docketIds`: a subquery of docket ids): its docket,
 * name, unit, billable quantity (ten-thousandths), net and GST cents. Non-billable dockets' items
 * carry no money and are left out.
 */
export const lineFiguresSql = (docketIds: SQL): SQL => sql`(
  select li.docket_id, li.id as line_item_id, li.name, li.unit, li.position,
    ${quantityUnits}::bigint as quantity_units,
    ${lineNet}::bigint as net_cents,
    round(${lineNet} * (li.tax_rate * 100) / 10000)::bigint as tax_cents
  from docket_line_items li
  join dockets ld on ld.id = li.docket_id and ld.entry_type = 'billable'
  where li.docket_id in (${docketIds})
)`;

/**
 * One row per chosen docket (`docketIds`: a subquery of docket ids, run once for the three parts):
 * docket_id, minutes (hours worked), net_cents and tax_cents (sums of its rounded lines; 0 for a
 * non-billable docket).
 */
export const docketFiguresSql = (docketIds: SQL): SQL => sql`(
  with chosen as materialized (${docketIds}), spans as (
    select li.docket_id, ${minutesOf(sql`li.start_time`)} as s, ${minutesOf(sql`li.end_time`)} as e,
      greatest(0, li.break_minutes) as rest
    from docket_line_items li
    where li.docket_id in (select * from chosen) and li.entry_type = 'time' and ${liWorked} > 0
  ), marked as (
    select docket_id, s, e, rest,
      case when s >= coalesce(max(e) over (partition by docket_id order by s, e
        rows between unbounded preceding and 1 preceding), -1) then 1 else 0 end as starts
    from spans
  ), grouped as (
    select docket_id, s, e, rest,
      sum(starts) over (partition by docket_id order by s range between unbounded preceding and current row) as g
    from marked
  ), unions as (
    select docket_id, sum(greatest(0, ge - gs - grest))::bigint as minutes
    from (select docket_id, g, min(s) as gs, max(e) as ge, max(rest) as grest from grouped group by docket_id, g) groups
    group by docket_id
  ), money as (
    select docket_id, sum(net_cents)::bigint as net_cents, sum(tax_cents)::bigint as tax_cents
    from ${lineFiguresSql(sql`select * from chosen`)} lines group by docket_id
  )
  select d.id as docket_id,
    (case when d.entry_type = 'non-billable'
      then ${workedMinutesSql(sql`d.start_time`, sql`d.end_time`, sql`d.break_minutes`)}
      else coalesce(u.minutes, 0) end)::bigint as minutes,
    coalesce(m.net_cents, 0)::bigint as net_cents,
    coalesce(m.tax_cents, 0)::bigint as tax_cents
  from dockets d
  left join unions u on u.docket_id = d.id
  left join money m on m.docket_id = d.id
  where d.id in (select * from chosen)
)`;

/** Rows of a raw statement, whichever driver ran it. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
