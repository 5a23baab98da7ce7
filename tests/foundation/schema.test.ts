import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { rows as queryRows } from '../support/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Tables that belong to no single company (and why). */
const GLOBAL_TABLES = new Set([
  'companies', // the tenant itself
  'demo_requests', // a prospect's request, before any company exists
  'app_versions', // releases of the product
  'billing_events', // Stripe webhook ids, deduplicated across the installation
  'email_logs', // company_id nullable only for mail to support about a demo request
  'xero_webhook_events', // Xero event keys, deduplicated across the installation; null for a tenant no company has
]);

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);

describe('the data model', () => {
  it('gives every tenant-owned table a NOT NULL company_id with a foreign key to companies', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const columns = await rows<{ table_name: string; is_nullable: string }>(
      sql`select table_name, is_nullable from information_schema.columns where table_schema = 'public' and column_name = 'company_id'`,
    );
    const fks = await rows<{ table_name: string }>(sql`
      select tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'companies' and ccu.column_name = 'id'`);
    const nullable = new Map(columns.map((c) => [c.table_name, c.is_nullable]));
    const withFk = new Set(fks.map((f) => f.table_name));
    const tenantTables = tables.map((x) => x.table_name).filter((name) => !GLOBAL_TABLES.has(name));
    expect(tenantTables.length).toBeGreaterThan(25);
    for (const table of tenantTables) {
      expect({ table, companyId: nullable.get(table) }).toEqual({ table, companyId: 'NO' });
      expect({ table, fk: withFk.has(table) }).toEqual({ table, fk: true });
    }
  });

  it('covers every entity of the specification', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((x) => x.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'companies',
        'sessions',
        'invitations',
        'password_resets',
        'projects',
        'company_rate_items',
        'project_rate_items',
        'project_assignments',
        'project_foremen',
        'clients',
        'client_contacts',
        'dockets',
        'docket_line_items',
        'docket_events',
        'email_logs',
        'xero_connections',
        'xero_api_logs',
        'tax_codes',
        'payroll_settings',
        'payroll_calendars',
        'employee_mappings',
        'weekly_timesheets',
        'weekly_timesheet_entries',
        'app_versions',
        'subscriptions',
        'demo_requests',
        'idempotency_keys',
      ]),
    );
  });

  it('keeps money and quantities as exact decimals', async () => {
    const money = await rows<{ table_name: string; column_name: string; udt_name: string }>(sql`
      select table_name, column_name, udt_name from information_schema.columns
      where table_schema = 'public' and column_name in ('rate', 'tax_rate', 'quantity', 'ordinary_hours', 'overtime_hours')`);
    expect(money.length).toBeGreaterThan(8);
    for (const c of money) expect(`${c.table_name}.${c.column_name}: ${c.udt_name}`).toMatch(/: _?numeric$/);
  });

  it('indexes the queries the product runs most', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'dockets'`,
    );
    const defs = indexes.map((i) => i.indexdef.replace(/^.*USING btree /, ''));
    expect(defs).toEqual(
      expect.arrayContaining([
        '(company_id, worker_id, date)',
        '(company_id, status, date)',
        '(company_id, project_id, date)',
      ]),
    );
  });

  it('refuses a malformed time or an out-of-range break at the database too', async () => {
    await expect(
      t.db.execute(
        sql`insert into companies (name, code, default_start_time) values ('X', 'ABCDEF', '25:00')`,
      ),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`insert into companies (name, code) values ('X', 'abc')`)).rejects.toThrow();
  });
});
