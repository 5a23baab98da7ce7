import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { hashToken, newToken } from '../../src/server/auth/tokens';
import type { Db } from '../../src/server/db/client';
import {
  createCompanyRateItem,
  createContact,
  createDocket,
  createProjectForeman,
  createProjectRateItem,
  signaturePng,
} from '../../src/server/db/factories';
import {
  invoicePayments,
  invitations,
  passwordResets,
  payrollSubmissions,
  subscriptions,
  weeklyTimesheetEntries,
  weeklyTimesheets,
  xeroConnections,
} from '../../src/server/db/schema';
import type { CompanyExport } from '../../src/shared/company/export-schemas';
import { body, createTestApp, type TestApp } from './app';
import { invoicingCompany } from './invoices';
import { bearer, signedIn } from './people';

/** A test app whose DATA_DIR (where exports are written) is a folder of its own. */
export const exportApp = () =>
  createTestApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sitedockets-export-')) });

/**
 * A company with one of every kind of record the export holds, and secrets planted where they live
 * (a reset link, an invitation, Xero tokens, Stripe ids, sessions, password hashes): what no file
 * of its export may hold. Returns the company and the secret values.
 */
export async function companyWithEverything(t: TestApp) {
  const db: Db = t.db;
  const co = await invoicingCompany(db);
  const companyId = co.team.company.id;
  const { team, project, client } = co;
  await createContact(db, { companyId, clientId: client.id });
  const companyItem = await createCompanyRateItem(db, { companyId, rate: '12.35' });
  await createProjectRateItem(db, { companyId, projectId: project.id, companyRateItemId: companyItem.id });
  await createProjectForeman(db, { companyId, projectId: project.id });
  const invoiced = await co.docket({ signature: signaturePng(1), approvedByName: 'Fran Foreman' });
  const approved = await co.docket({ events: [{ eventType: 'approved', description: 'Approved on site' }] });
  await co.docket({ status: 'draft' });
  await createDocket(db, {
    companyId,
    workerId: team.worker.id,
    date: '2026-08-01',
    startTime: '08:00',
    endTime: '12:00',
  });
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/invoices`,
    headers: bearer(team.admin),
    payload: { timesheetIds: [invoiced.id], clientId: client.id },
  });
  expect(made.statusCode, made.body).toBe(201);
  await db.insert(invoicePayments).values({
    companyId,
    invoiceId: (JSON.parse(made.body) as { id: number }).id,
    paidOn: '2026-09-10',
    amount: '10.00',
    createdById: team.admin.id,
  });
  await db.insert(payrollSubmissions).values({
    companyId,
    userId: team.worker.id,
    periodStart: '2026-09-01',
    periodEnd: '2026-09-07',
    ordinaryHours: ['8', '8', '0', '0', '0', '0', '0'],
    overtimeHours: ['0', '0.5', '0', '0', '0', '0', '0'],
    totalHours: '16.5',
  });
  const [week] = await db
    .insert(weeklyTimesheets)
    .values({ companyId, userId: team.worker.id, weekEnding: '2026-09-06', ordinaryHours: '38' })
    .returning();
  await db
    .insert(weeklyTimesheetEntries)
    .values({ companyId, weeklyTimesheetId: week!.id, date: '2026-09-01', ordinaryHours: '7.6' });

  const secrets = {
    reset: newToken(),
    invitation: newToken(),
    access: `xero-access-${newToken()}`,
    refresh: `xero-refresh-${newToken()}`,
  };
  const expires = new Date(Date.now() + 86_400_000);
  await db
    .insert(passwordResets)
    .values({ companyId, userId: team.admin.id, tokenHash: hashToken(secrets.reset), expiresAt: expires });
  await db.insert(invitations).values({
    companyId,
    email: 'invitee@example.com',
    firstName: 'In',
    lastName: 'Vitee',
    role: 'worker',
    tokenHash: hashToken(secrets.invitation),
    expiresAt: expires,
  });
  await db.insert(xeroConnections).values({
    companyId,
    tenantId: 'tenant-1',
    tenantName: 'Books',
    accessTokenEnc: secrets.access,
    refreshTokenEnc: secrets.refresh,
    accessTokenExpiresAt: expires,
    scopes: 'offline_access',
  });
  const stripe = { customer: `cus_${newToken()}`, subscription: `sub_${newToken()}` };
  await db.insert(subscriptions).values({
    companyId,
    plan: 'pro',
    status: 'active',
    stripeCustomerId: stripe.customer,
    stripeSubscriptionId: stripe.subscription,
  });
  const secondAdmin = await signedIn(db, companyId, 'admin');
  return {
    ...co,
    companyId,
    approved,
    invoiced,
    secondAdmin,
    planted: [
      ...Object.values(secrets),
      hashToken(secrets.reset),
      hashToken(secrets.invitation),
      stripe.customer,
      stripe.subscription,
      team.admin.token,
      team.office.token,
      team.worker.token,
      secondAdmin.token,
      hashToken(team.admin.token),
    ],
  };
}

/** Starts the admin's export and waits for it to be ready (or fail). */
export async function exportReady(t: TestApp, companyId: number, admin: { token: string }) {
  const url = `/api/companies/${companyId}/exports`;
  const started = await t.app.inject({ method: 'POST', url, headers: bearer(admin) });
  expect(started.statusCode, started.body).toBe(201);
  const seen: number[] = [];
  const id = body<CompanyExport>(started).id;
  for (const until = Date.now() + 240_000; Date.now() < until; ) {
    const view = body<CompanyExport>(
      await t.app.inject({ method: 'GET', url: `${url}/${id}`, headers: bearer(admin) }),
    );
    seen.push(view.progress);
    if (view.status === 'ready' || view.status === 'failed') return { view, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish in 4 minutes');
}
