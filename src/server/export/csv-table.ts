import { finished } from 'node:stream/promises';
import { once } from 'node:events';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify';
import { sumMoney } from '../../shared/dockets/docket-math';
import type { Db } from '../db/client';
import { safeCell } from '../integrations/csv/safe-cell';

/** What a CSV cell is given; written as text (null empty, true/false, times in ISO 8601 UTC). */
export type Cell = string | number | boolean | Date | null;

/** A column: its header, what it means (README.txt) and its cell of a row. */
export type Column<R> = readonly [name: string, meaning: string, cell: (row: R) => Cell];

/** One CSV file of the export, read a page at a time in id order so no table is ever held whole. */
export type ExportTable = {
  file: string;
  about: string;
  columns: readonly { name: string; meaning: string }[];
  count: (db: Db, companyId: number) => Promise<number>;
  page: (
    db: Db,
    companyId: number,
    afterId: number,
    limit: number,
  ) => Promise<{ id: number; cells: Cell[] }[]>;
};

type Owned = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/** Which of a company's rows of a table a page holds: those after `afterId`, in id order. */
export const pageWhere = (table: Owned, companyId: number, afterId: number) =>
  and(eq(table.companyId, companyId), gt(table.id, afterId));

/** A page of a company's rows of `table`, every column. */
export const pageOf =
  <T extends Owned>(table: T) =>
  (db: Db, companyId: number, afterId: number, limit: number) =>
    db
      .select()
      .from(table as PgTable)
      .where(pageWhere(table, companyId, afterId))
      .orderBy(asc(table.id))
      .limit(limit) as unknown as Promise<T['$inferSelect'][]>;

/** A table of the export: the company's rows `read` gives, a page at a time, as `columns`. */
export function defineTable<R extends { id: number }>(
  source: Owned,
  read: (db: Db, companyId: number, afterId: number, limit: number) => Promise<R[]>,
  table: { file: string; about: string; columns: readonly Column<NoInfer<R>>[] },
): ExportTable {
  return {
    file: table.file,
    about: table.about,
    columns: table.columns.map(([name, meaning]) => ({ name, meaning })),
    count: (db, companyId) => db.$count(source, eq(source.companyId, companyId)),
    page: async (db, companyId, afterId, limit) =>
      (await read(db, companyId, afterId, limit)).map((row) => ({
        id: row.id,
        cells: table.columns.map(([, , cell]) => cell(row)),
      })),
  };
}

/** Money as the product keeps it: exact cents, a plain decimal ("1234.50"), no $ or separators. */
export const money = (value: string | null): string => (value === null ? '' : sumMoney([value]));

const text = (cell: Cell): string => {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return safeCell(String(cell));
};

const PAGE = 500;

/**
 * Streams one table into the ZIP as a CSV entry: its header, then its rows a page at a time,
 * waiting whenever the ZIP has not taken the rows so far. Resolves with its row count once the
 * entry is written. `onRows` hears each page's size (the export's progress).
 */
export async function writeTable(
  zip: ZipArchive,
  db: Db,
  companyId: number,
  table: ExportTable,
  onRows: (rows: number) => Promise<void>,
  signal: AbortSignal,
): Promise<number> {
  const csv = stringify({ record_delimiter: 'windows' });
  zip.append(csv, { name: table.file });
  csv.write(table.columns.map((c) => c.name));
  let count = 0;
  for (let afterId = 0; ; ) {
    signal.throwIfAborted();
    const rows = await table.page(db, companyId, afterId, PAGE);
    for (const row of rows) if (!csv.write(row.cells.map(text))) await once(csv, 'drain', { signal });
    count += rows.length;
    await onRows(rows.length);
    if (rows.length < PAGE) break;
    afterId = rows.at(-1)!.id;
  }
  csv.end();
  await finished(csv);
  return count;
}
