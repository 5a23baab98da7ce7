import { addDays } from '../../src/shared/dates';
import type { Db } from '../../src/server/db/client';
import { assignToProject, createClient, createDocket, createProject } from '../../src/server/db/factories';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { companyWithTeam } from './people';

type DocketValues = Omit<Parameters<typeof createDocket>[1], 'companyId' | 'workerId' | 'date'>;

/** A company with its team, one client and a project for that client the worker is on. */
export async function invoicingCompany(db: Db) {
  const team = await companyWithTeam(db);
  const companyId = team.company.id;
  const client = await createClient(db, {
    companyId,
    name: 'Cumberland City Council',
    contactPerson: 'Megan Lee',
    email: 'accounts@cumberland.example',
  });
  const project = await createProject(db, { companyId, clientId: client.id, name: 'Stormwater upgrade' });
  await assignToProject(db, { companyId, projectId: project.id, userId: team.worker.id });
  let day = 0;
  /** An approved docket of the worker on the project, each on a day of its own (a worker's dockets may not overlap). */
  const docket = (values: DocketValues = {}) =>
    createDocket(db, {
      companyId,
      workerId: team.worker.id,
      projectId: project.id,
      status: 'approved',
      lineItems: [LABOUR('07:00', '15:30', 30)],
      ...values,
      date: addDays('2026-09-01', day++),
    });
  return { team, client, project, docket };
}

/** A labourer's time item at $65.50 + 10% GST. */
export const LABOUR = (startTime: string, endTime: string, breakMinutes = 0) => ({
  name: 'Labourer',
  unit: 'hr',
  rate: '65.50',
  taxRate: '10',
  entryType: 'time' as const,
  startTime,
  endTime,
  breakMinutes,
});

export type InvoicingCompany = Awaited<ReturnType<typeof invoicingCompany>>;

/**
 * A test app with `count` invoicing companies, made before the file's tests and closed after;
 * `take` receives them: `invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]))`.
 */
export function invoicingApp(take: (app: TestApp, companies: InvoicingCompany[]) => void, count = 2) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    const companies: InvoicingCompany[] = [];
    for (let i = 0; i < count; i++) companies.push(await invoicingCompany(app.db));
    take(app, companies);
  });
  afterAll(() => app?.close());
}
