import { addDays, type IsoDate } from '../../src/shared/dates';
import { createCompany, createDocket, createProject, createUser } from '../../src/server/db/factories';
import type { Db } from '../../src/server/db/client';
import type { TypedApp } from '../../src/server/http/module';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/seed';
import { signedIn, bearer } from './people';

/** The demo company and another with `dockets` dockets of three workers (one a day each). */
export async function seedForBackup(db: Db, dockets = 300) {
  await seedDemo(db);
  const company = await createCompany(db);
  const project = await createProject(db, { companyId: company.id });
  const workers = await Promise.all([0, 1, 2].map(() => createUser(db, { companyId: company.id })));
  // One transaction (each docket a savepoint): a commit each is slow on a data folder.
  await db.transaction(async (tx) => {
    for (let i = 0; i < dockets; i++) {
      await createDocket(tx as unknown as Db, {
        companyId: company.id,
        workerId: workers[i % 3]!.id,
        projectId: project.id,
        date: addDays('2026-01-05' as IsoDate, Math.floor(i / 3)),
      });
    }
  });
  return { company, admin: await signedIn(db, company.id, 'admin') };
}

/**
 * Requests in `lanes` parallel loops until stopped, each a write (a new client) and a read (the
 * list): `writes` holds when each write's reply arrived.
 */
export function requestStream(app: TypedApp, admin: { token: string; companyId: number }, lanes = 4) {
  let stopped = false;
  const writes: number[] = [];
  const failures: string[] = [];
  const url = `/api/companies/${admin.companyId}/clients`;
  const lane = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const created = await app.inject({
        method: 'POST',
        url,
        headers: bearer(admin),
        payload: {
          name: `Stream client ${n}.${i}`,
          email: null,
          phone: null,
          address: null,
          contactPerson: null,
        },
      });
      if (created.statusCode !== 201) failures.push(`POST ${created.statusCode} ${created.body}`);
      else writes.push(Date.now());
      const list = await app.inject({ method: 'GET', url, headers: bearer(admin) });
      if (list.statusCode !== 200) failures.push(`GET ${list.statusCode}`);
      // Requests from a network arrive on turns of the event loop; injected ones chained on promises
      // alone would never let the loop reach its I/O (a backup's file reads) while they run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  /** Waits until `count` writes have answered after `since`; a failed request stops the wait. */
  const writesAfter = async (since: number, count: number) => {
    while (writes.filter((t) => t > since).length < count) {
      if (failures.length) throw new Error(`requests failed: ${failures.slice(0, 3).join('; ')}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    writes,
    failures,
    writesAfter,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** The demo admin signs in through the app: the status of the reply. */
export async function demoAdminSignIn(app: TypedApp): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'demo.admin', password: DEMO_PASSWORD },
  });
  return res.statusCode;
}
