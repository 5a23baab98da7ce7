import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An upsert's `set` taking the named columns from the row it refused (`excluded.<column>`): each value
 * is sent once, in the insert (a stored photo's bytes too), and each column named once.
 */
export function fromExcluded<T extends PgTable, C extends keyof T['_']['columns'] & string>(
  table: T,
  columns: readonly C[],
): Record<C, SQL> {
  const all = getTableColumns(table);
  return Object.fromEntries(columns.map((c) => [c, sql`excluded.${sql.identifier(all[c]!.name)}`])) as Record<
    C,
    SQL
  >;
}
