import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientBody } from '../clients/schemas';
import { companyForm } from '../company/schemas';
import { DOCKET_TEXT_MAX, createDocketBody } from '../dockets/schemas';
import { tooLongMessage } from './fields';
import { createInvoiceBody } from '../invoicing/invoices-schemas';
import { createXeroInvoiceBody } from '../invoicing/xero-schemas';
import * as approvalsModule from '../dockets/approvals-schemas';
import * as authModule from '../auth/schemas';
import * as billingModule from '../billing/schemas';
import * as clientsModule from '../clients/schemas';
import * as companyModule from '../company/schemas';
import * as docketsModule from '../dockets/schemas';
import * as fieldsModule from './fields';
import * as foremanModule from '../dockets/foreman-schemas';
import * as invitationsModule from '../auth/invitations-schemas';
import * as invoicesModule from '../invoicing/invoices-schemas';
import * as invoicingModule from '../invoicing/schemas';
import * as liveModule from '../dockets/live-schemas';
import * as missingDocketsModule from '../dockets/missing-dockets-schemas';
import * as passwordsModule from '../auth/passwords';
import * as payrollModule from '../payroll/schemas';
import * as projectsModule from '../projects/schemas';
import * as rateItemsModule from '../projects/rate-items-schemas';
import * as usersModule from '../auth/users-schemas';
import * as weeklyTimesheetsModule from '../payroll/weekly-timesheets-schemas';
import * as xeroAccountingModule from '../xero/accounting-schemas';
import * as xeroInvoicesModule from '../invoicing/xero-schemas';
import * as xeroLogsModule from '../xero/logs-schemas';

/** Longer than any limit of any text field. */
const OVER_LONG = 'x'.repeat(400_001);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every field of every object inside `schema`, named by its path. */
function fieldsOf(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([key, field]) => [
      [`${path}.${key}`, field] as [string, z.ZodType],
      ...fieldsOf(field, `${path}.${key}`, seen),
    ]);
  }
  const inner = [def.innerType, def.in, def.element, def.left, def.right, ...(def.options ?? [])];
  return inner.filter((s): s is z.ZodType => !!s).flatMap((s) => fieldsOf(s, path, seen));
}

/** What a text field says of an over-long value (nothing for a field that takes no text). */
function tooLongMessages(field: z.ZodType): string[] {
  const short = field.safeParse('a');
  if (!short.success && short.error.issues.some((issue) => issue.code === 'invalid_type')) return [];
  const issues = field.safeParse(OVER_LONG).error?.issues ?? [];
  return issues.filter((issue) => issue.code === 'too_big').map((issue) => issue.message);
}

/** Every module of this folder that holds schemas (a new one belongs here). */
const SCHEMA_MODULES = {
  approvals: approvalsModule,
  auth: authModule,
  billing: billingModule,
  clients: clientsModule,
  company: companyModule,
  dockets: docketsModule,
  fields: fieldsModule,
  foreman: foremanModule,
  invitations: invitationsModule,
  invoices: invoicesModule,
  invoicing: invoicingModule,
  live: liveModule,
  'missing-dockets': missingDocketsModule,
  passwords: passwordsModule,
  payroll: payrollModule,
  projects: projectsModule,
  'rate-items': rateItemsModule,
  users: usersModule,
  'weekly-timesheets': weeklyTimesheetsModule,
  'xero-accounting': xeroAccountingModule,
  'xero-invoices': xeroInvoicesModule,
  'xero-logs': xeroLogsModule,
};

describe('text limits in the product’s words (issue 29)', () => {
  it.each(Object.entries(SCHEMA_MODULES))(
    '%s: an over-long text says its limit, never zod’s words',
    (_, module) => {
      const problems = Object.entries(module as Record<string, unknown>)
        .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
        .flatMap(([name, schema]) => fieldsOf(schema, name))
        .flatMap(([path, field]) => tooLongMessages(field).map((message) => `${path}: ${message}`))
        .filter((line) => /: (Too big|Invalid input)|is required$/.test(line));
      expect(problems).toEqual([]);
    },
  );

  it('names the field and its limit', () => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(first(companyForm.shape.name, 'C'.repeat(5000))).toBe(
      'Company name can be at most 200 characters',
    );
    expect(first(clientBody.shape.name, 'C'.repeat(5000))).toBe('Company name can be at most 200 characters');
    expect(first(createInvoiceBody, { timesheetIds: [1], reference: 'r'.repeat(600) })).toBe(
      'Reference can be at most 200 characters',
    );
    expect(first(createXeroInvoiceBody.shape.reference, 'r'.repeat(600))).toBe(
      'Reference can be at most 255 characters',
    );
    expect(first(createDocketBody.shape.notes, 'n'.repeat(DOCKET_TEXT_MAX.notes + 1))).toBe(
      'Notes can be at most 5,000 characters',
    );
    expect(tooLongMessage('Notes', 2000)).toBe('Notes can be at most 2,000 characters');
  });
});
