import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  numeric,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Column builders shared by every table, so each rule (ids, money, times) is written once. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money in AUD: exact decimal, 2 places. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** A percentage such as a tax rate: 0.00 to 100.00. */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
/** Quantities and hours: exact decimal, 2 places. */
export const quantity = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Minutes of a day from start to end, '[390,900)' for 06:30–15:00 (PostgreSQL int4range). */
export const minuteRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4range',
});
/** A wall-clock time 'HH:MM' (24-hour); checked by a constraint on the table. */
export const clock = (name: string) => varchar(name, { length: 5 });
const CLOCK_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** The constraint that keeps a clock column in 'HH:MM' 24-hour form (NULL passes). */
export const clockCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ ${sql.raw(`'${CLOCK_PATTERN}'`)}`);
/** The constraint that keeps a percentage column between 0 and 100. */
export const percentCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} >= 0 and ${column} <= 100`);
