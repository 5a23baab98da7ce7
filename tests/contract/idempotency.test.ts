import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { assignToProject, createProject, createProjectRateItem } from '../../src/server/db/factories';
import type { TypedApp } from '../../src/server/http/module';
import { freshDatabase } from '../support/database';
import { bearer, companyWithTeam } from '../support/people';

/** Issue 11 point 8: a replayed reply looks like the first one, and replaying is not worth a warning. */
let app: TypedApp;
let database: Database;
let url = '';
const logged: { level: number; msg?: string }[] = [];
const warnings = () => logged.filter((line) => line.level >= 40);
beforeAll(async () => {
  database = await freshDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    APP_URL: 'http://sitedockets.test',
  });
  const stream = { write: (line: string) => logged.push(JSON.parse(line) as { level: number }) };
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('an idempotent replay', () => {
  it('carries the first reply’s status, Content-Type and body, and logs no warning', async () => {
    const { db } = database;
    const team = await companyWithTeam(db);
    const companyId = team.company.id;
    const project = await createProject(db, { companyId });
    await assignToProject(db, { companyId, projectId: project.id, userId: team.worker.id });
    const item = await createProjectRateItem(db, { companyId, projectId: project.id });
    const submit = () =>
      fetch(`${url}/api/timesheets`, {
        method: 'POST',
        headers: {
          ...bearer(team.worker),
          'idempotency-key': 'offline-queue-1',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          date: '2026-11-18',
          projectId: project.id,
          lineItems: [
            { projectRateItemId: item.id, entryType: 'time', startTime: '07:00', endTime: '15:00' },
          ],
        }),
      });
    const first = await submit();
    const before = warnings().length;
    const replay = await submit();
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await replay.json()).toEqual(await first.json());
    expect(warnings().slice(before)).toEqual([]);
  });
});
