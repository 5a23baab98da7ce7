import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createCompany, createDocket, createProject, createUser } from '../../../db/factories';
import { docketEvents, dockets } from '../../../db/schema';
import { freshDatabase } from '../../../../../tests/support/database';

/**
 * Migration 0002 maps the approvals recorded before provenance to its four ways: run its data
 * statements again over rows written with the old values.
 */
const MIGRATION = new URL('../../../../../migrations/0002_approval_provenance.sql', import.meta.url);
const dataStatements = fs
  .readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => /^(--.*\n)*UPDATE/.test(s));

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('migration 0002: old approval methods', () => {
  it('maps dashboard and signature_on_device to the foreman account or a hand-over', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const companyId = company.id;
    const project = await createProject(db, { companyId, name: 'Old approvals' });
    const worker = await createUser(db, {
      companyId,
      role: 'worker',
      firstName: 'Jake',
      lastName: 'Thompson',
    });
    const foreman = await createUser(db, { companyId, role: 'foreman', firstName: 'Dave', lastName: 'Ng' });
    const old = (approvalMethod: string, approvedByName: string, approvedByUserId: number, date: string) =>
      createDocket(db, {
        companyId,
        workerId: worker.id,
        projectId: project.id,
        date,
        status: 'approved',
        approvalMethod,
        approvedByName,
        approvedByUserId,
        events: [{ eventType: 'approved', details: { approverName: approvedByName, approvalMethod } }],
      });
    const listed = await old('dashboard', 'Dave Ng', foreman.id, '2026-01-05');
    const ownAccount = await old('signature_on_device', 'Dave Ng', foreman.id, '2026-01-06');
    const handedOver = await old('signature_on_device', 'Megan Lee', worker.id, '2026-01-07');

    expect(dataStatements).toHaveLength(4);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const after = async (id: number) => {
      const [row] = await db.select().from(dockets).where(eq(dockets.id, id));
      const [event] = await db
        .select()
        .from(docketEvents)
        .where(eq(docketEvents.docketId, id))
        .orderBy(docketEvents.id)
        .offset(1);
      return { method: row!.approvalMethod, owner: row!.approvalDeviceOwner, details: event!.details };
    };
    expect(await after(listed.id)).toMatchObject({ method: 'foreman_account', owner: null });
    expect(await after(ownAccount.id)).toMatchObject({
      method: 'foreman_account',
      owner: null,
      details: { approvalMethod: 'foreman_account' },
    });
    expect(await after(handedOver.id)).toMatchObject({
      method: 'worker_phone',
      owner: 'Jake Thompson',
      details: { approvalMethod: 'worker_phone', approvalDeviceOwner: 'Jake Thompson' },
    });
  });
});
