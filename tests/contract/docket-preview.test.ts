import { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignToProject, createProject, createProjectRateItem } from '../../src/server/db/factories';
import type { ReplyOf } from '../../src/shared/api/reply';
import type { createDocketBody } from '../../src/shared/dockets/schemas';
import { createTestApp, type TestApp } from '../support/app';
import { client as testClient } from '../support/client';
import { companyWithTeam } from '../support/people';

/**
 * The phone's copy of a queued create (web dockets/offline-docket.ts previewDocket) is what the server
 * answers for the same body, field for field where both have one: both build a docket's own fields
 * and figures with shared/dockets/docket-reply.ts. The phone reads its projects and rate items from
 * the server's own replies, as its cache holds them.
 */
type Docket = ReplyOf<'GET /api/timesheets/:id'>;
/** A create's body without its date, which each case is given in turn. */
type Sent = Omit<z.input<typeof createDocketBody>, 'date'>;
/** The browser's module, loaded when the test runs: its types need the DOM, which this project leaves out. */
type Phone = {
  previewDocket: (client: QueryClient, user: object, id: number, body: object, base: null) => Docket;
  docketKeys: { projects: (userId: number) => unknown[]; rateItems: (projectId: number) => unknown[] };
};
const browser = (path: string) => import(/* @vite-ignore */ new URL(path, import.meta.url).href);
let phone: Phone;

let t: TestApp;
let team: Awaited<ReturnType<typeof companyWithTeam>>;
const client = new QueryClient();
let auto: number;
let council: number;
let labour: number;
let pump: number;
let hire: number;

const call = testClient(() => t);

beforeAll(async () => {
  phone = {
    ...((await browser('../../src/web/features/dockets/offline-docket.ts')) as Pick<Phone, 'previewDocket'>),
    ...((await browser('../../src/web/features/dockets/api/keys.ts')) as Pick<Phone, 'docketKeys'>),
  };
  t = await createTestApp();
  team = await companyWithTeam(t.db);
  const companyId = team.company.id;
  auto = (await createProject(t.db, { companyId, name: 'Townhouses', requireApproval: false })).id;
  council = (await createProject(t.db, { companyId, name: 'Council job', requireApproval: true })).id;
  for (const projectId of [auto, council])
    await assignToProject(t.db, { companyId, projectId, userId: team.worker.id });
  const item = (projectId: number, name: string, unit: string) =>
    createProjectRateItem(t.db, { companyId, projectId, name, unit, rate: '72.50', taxRate: '10' });
  labour = (await item(auto, 'Labourer', 'hr')).id;
  pump = (await item(auto, 'Concrete Pump', 'hr')).id;
  hire = (await item(council, 'Skip bin', 'each')).id;
  const { projects, rateItems } = phone.docketKeys;
  const assigned = await call('GET /api/users/:id/assigned-projects', team.worker, {
    params: { id: team.worker.id },
  });
  client.setQueryData(projects(team.worker.id), assigned.json());
  for (const projectId of [auto, council]) {
    const items = await call('GET /api/projects/:id/rate-items', team.worker, { params: { id: projectId } });
    client.setQueryData(rateItems(projectId), items.json());
  }
});
afterAll(() => t.close());

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/** What the phone shows of a docket (no ids, times of writing or signature: the server makes those). */
const DOCKET_FIELDS = [
  'companyId',
  'workerId',
  'projectId',
  'foremanId',
  'foremanName',
  'date',
  'status',
  'entryType',
  'startTime',
  'endTime',
  'breakMinutes',
  'description',
  'notes',
  'countOnTimesheet',
  'invoiced',
  'projectName',
  'jobNumber',
  'requireApproval',
  'rateItemName',
  'totalHours',
  'worker',
] as const satisfies readonly (keyof Docket)[];
const ITEM_FIELDS = [
  'projectRateItemId',
  'entryType',
  'quantity',
  'startTime',
  'endTime',
  'breakMinutes',
  'notes',
  'name',
  'description',
  'unit',
  'hours',
] as const satisfies readonly (keyof Docket['lineItems'][number])[];
const shown = (d: Docket) => ({
  ...pick(d, DOCKET_FIELDS),
  lineItems: d.lineItems.map((item) => pick(item, ITEM_FIELDS)),
});

let day = 0;
const dated = (b: Sent) => ({ date: `2026-06-${String(++day).padStart(2, '0')}`, ...b });

describe("the phone's preview of a queued create and the server's reply", () => {
  it.each([
    [
      'the form: two overlapping time items and a quantity, one row without work, completed',
      () => ({
        entryType: 'billable',
        projectId: auto,
        status: 'approved',
        notes: ' Pour booked ',
        lineItems: [
          {
            projectRateItemId: labour,
            entryType: 'time',
            startTime: '06:30',
            endTime: '15:00',
            breakMinutes: 30,
          },
          {
            projectRateItemId: pump,
            entryType: 'time',
            startTime: '09:00',
            endTime: '16:15',
            breakMinutes: 45,
          },
          { projectRateItemId: pump, entryType: 'qty', quantity: '0', notes: 'not used' },
          { projectRateItemId: labour, entryType: 'qty', quantity: '2.5' },
        ],
      }),
    ],
    [
      'the quick add on a project that needs approval: Complete Entry is saved as a draft',
      () => ({
        entryType: 'billable',
        projectId: council,
        projectRateItemId: hire,
        startTime: '07:00',
        endTime: '15:30',
        breakMinutes: 30,
        status: 'approved',
      }),
    ],
    [
      'non-billable activity, with a project the form left behind and Count on Timesheet off',
      () => ({
        entryType: 'non-billable',
        projectId: council,
        description: '  Site induction ',
        startTime: '06:00',
        endTime: '10:20',
        breakMinutes: 15,
        countOnTimesheet: false,
        status: 'approved',
      }),
    ],
    [
      'a draft on a project, waiting for its billing item',
      () => ({
        entryType: 'billable',
        projectId: auto,
        startTime: '07:00',
        endTime: '15:00',
        status: 'draft',
      }),
    ],
  ] satisfies [string, () => Sent][])('agree for %s', async (_name, make) => {
    const sent = dated(make());
    const res = await call('POST /api/timesheets', team.worker, { body: sent });
    expect(res.statusCode).toBe(201);
    const server = res.json();
    const preview = phone.previewDocket(client, team.worker, -1, sent, null);
    expect(shown(preview)).toEqual(shown(server));
  });
});
