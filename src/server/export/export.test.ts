import { existsSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../db/factories';
import * as schema from '../db/schema';
import type { CompanyExport } from '../../shared/company/export-schemas';
import { companyWithEverything, exportReady, exportApp } from '../../../tests/support/company-export';
import type { TestApp } from '../../../tests/support/app';
import { client } from '../../../tests/support/client';
import { unzip } from '../../../tests/support/unzip';
import { exportFile } from './files';

let t: TestApp;
let co: Awaited<ReturnType<typeof companyWithEverything>>;
let ready: CompanyExport;
let progress: number[];
let files: Map<string, Buffer>;
const call = client(() => t);
beforeAll(async () => {
  t = await exportApp();
  co = await companyWithEverything(t);
  await createProject(t.db, {
    companyId: (await companyWithEverything(t)).companyId,
    name: 'Other company job',
  });
  ({ view: ready, seen: progress } = await exportReady(t, co.companyId, co.team.admin));
  const res = await call('GET /api/companies/:companyId/exports/:exportId/download', co.team.admin, {
    params: { companyId: co.companyId, exportId: ready.id },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  files = unzip(res.rawPayload);
}, 300_000);
afterAll(() => t.close());

/** Each CSV of the export and the table whose company rows it holds. */
const TABLES = {
  'projects.csv': schema.projects,
  'project-foremen.csv': schema.projectForemen,
  'clients.csv': schema.clients,
  'client-contacts.csv': schema.clientContacts,
  'company-rate-items.csv': schema.companyRateItems,
  'project-rate-items.csv': schema.projectRateItems,
  'users.csv': schema.users,
  'dockets.csv': schema.dockets,
  'docket-items.csv': schema.docketLineItems,
  'docket-events.csv': schema.docketEvents,
  'invoices.csv': schema.invoices,
  'invoice-lines.csv': schema.invoiceLines,
  'invoice-payments.csv': schema.invoicePayments,
  'payroll-submissions.csv': schema.payrollSubmissions,
  'weekly-timesheets.csv': schema.weeklyTimesheets,
  'weekly-timesheet-entries.csv': schema.weeklyTimesheetEntries,
};
const rowsOf = (file: string) => parse(files.get(file)!, { columns: true }) as Record<string, string>[];

describe("a company's own export", () => {
  it('is made in the background, its progress rising to 100, with its size, counts and expiry', () => {
    expect(ready.status).toBe('ready');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(ready.sizeBytes).toBeGreaterThan(1000);
    expect(ready.fileName).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const days = (new Date(ready.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('holds a CSV per kind of record whose rows are exactly the company’s rows', async () => {
    for (const [file, table] of Object.entries(TABLES)) {
      const expected = await t.db.$count(table, eq(table.companyId, co.companyId));
      expect(expected, file).toBeGreaterThan(0);
      expect(rowsOf(file), file).toHaveLength(expected);
      expect(ready.counts[file], file).toBe(expected);
    }
    expect(rowsOf('projects.csv').map((p) => p.name)).not.toContain('Other company job');
  });

  it('writes money as exact cents and names every file and column in README.txt', () => {
    expect(rowsOf('company-rate-items.csv')[0]!.rate).toBe('12.35');
    const [invoice] = rowsOf('invoices.csv');
    expect(invoice!.total).toMatch(/^\d+\.\d{2}$/);
    const readme = files.get('README.txt')!.toString('utf8');
    for (const file of Object.keys(TABLES)) {
      expect(readme).toContain(file);
      for (const column of Object.keys(rowsOf(file)[0]!))
        expect(readme, `${file} ${column}`).toContain(` ${column} `);
    }
  });

  it('has the PDF of every approved docket and of every invoice', async () => {
    const approved = await t.db
      .select({ id: schema.dockets.id })
      .from(schema.dockets)
      .where(and(eq(schema.dockets.companyId, co.companyId), eq(schema.dockets.status, 'approved')));
    expect(approved.map((d) => d.id).sort()).toEqual([co.invoiced.id, co.approved.id].sort());
    for (const { id } of approved) {
      const name = [...files.keys()].find((n) => n.startsWith('dockets/') && n.endsWith(`-docket-${id}.pdf`));
      expect(name, `docket ${id}`).toBeDefined();
      expect(files.get(name!)!.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [number] = rowsOf('invoices.csv').map((i) => i.number);
    expect(files.get(`invoices/${number}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ready.counts['docket PDFs']).toBe(2);
    expect(ready.counts['invoice PDFs']).toBe(1);
  });

  it('holds no password hash, token, key, reset link or Xero or Stripe secret in any file', async () => {
    const hashes = await t.db
      .select({ hash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.companyId, co.companyId));
    const secrets = [...co.planted, ...hashes.map((h) => h.hash)];
    expect(hashes[0]!.hash).toMatch(/^\$argon2|^\$2b\$/);
    for (const [name, bytes] of files) {
      const text = bytes.toString('latin1');
      for (const secret of secrets) expect(text.includes(secret), `${name} holds a secret`).toBe(false);
      expect(text, name).not.toMatch(/\$argon2|\$2b\$|reset-password|tokenHash|token_hash/);
    }
  });

  it('e-mails the admin a link to the screen, in the e-mail log, without the file or a token', async () => {
    const [mail] = await t.db
      .select()
      .from(schema.emailLogs)
      .where(
        and(eq(schema.emailLogs.companyId, co.companyId), eq(schema.emailLogs.emailType, 'company_export')),
      );
    expect(mail!.to).toBe(co.team.admin.email);
    expect(mail!.text).toContain('http://sitedockets.test/settings?tab=export');
    expect(mail!.text).not.toContain('/download');
    expect(existsSync(exportFile(t.config, ready.id))).toBe(true);
  });
});
