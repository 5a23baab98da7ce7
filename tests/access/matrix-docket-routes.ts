import { addDays } from '../../src/shared/dates';
import { fresh, type MatrixWorld } from './matrix-fixtures';
import { backOffice, signedIn, type Caller, type MatrixRow } from './matrix-harness';

const members = (status: number) => ({ ...signedIn(status), otherAdmin: 404 });
/** The owning worker, admin and office may change a docket; the foreman who can see it may not. */
const editors = (status: number): Record<Caller, number> => ({ ...members(status), foreman: 403 });
/** Everyone who records dockets (not office), in their own company. */
const recorders = (status: number): Record<Caller, number> => ({ ...members(status), office: 403 });
/** A worker's own records: themselves, admin and office. */
const ownOrBackOffice = (status: number): Record<Caller, number> => ({ ...members(status), foreman: 403 });

/** Each new docket on a day of its own, apart from the fixtures' days: a worker's dockets may not overlap. */
let bodyDays = 0;
const docketBody = (w: MatrixWorld) => ({
  date: addDays('2025-06-02', bodyDays++),
  projectId: w.project.id,
  status: 'draft',
  lineItems: [
    {
      projectRateItemId: w.rateItem.id,
      entryType: 'time',
      startTime: '07:00',
      endTime: '15:00',
      breakMinutes: 30,
    },
  ],
});
const docketUrl = async (w: MatrixWorld) => `/api/timesheets/${(await fresh.docket(w)).id}`;

/** Dockets (spec 001 §6): create, read, change, delete, work items, timeline, lists, dashboard. */
export const docketRows: MatrixRow[] = [
  {
    route: 'POST /api/timesheets',
    call: (w) => ({ method: 'POST', url: '/api/timesheets', payload: docketBody(w) }),
    expect: recorders(201),
  },
  {
    route: 'POST /api/companies/:companyId/timesheets',
    call: (w) => ({
      method: 'POST',
      url: `/api/companies/${w.team.company.id}/timesheets`,
      payload: docketBody(w),
    }),
    expect: recorders(201),
  },
  {
    route: 'GET /api/timesheets/:id',
    call: async (w) => ({ method: 'GET', url: await docketUrl(w) }),
    expect: members(200),
  },
  {
    route: 'PUT /api/timesheets/:id',
    call: async (w) => ({
      method: 'PUT',
      url: await docketUrl(w),
      payload: { notes: 'Rain stopped work at 2' },
    }),
    expect: editors(200),
  },
  {
    route: 'DELETE /api/timesheets/:id',
    call: async (w) => ({ method: 'DELETE', url: await docketUrl(w) }),
    expect: editors(200),
  },
  {
    route: 'GET /api/timesheets/:id/line-items',
    call: async (w) => ({ method: 'GET', url: `${await docketUrl(w)}/line-items` }),
    expect: members(200),
  },
  {
    route: 'POST /api/timesheets/:id/line-items',
    call: async (w) => ({
      method: 'POST',
      url: `${await docketUrl(w)}/line-items`,
      payload: { projectRateItemId: w.rateItem.id, entryType: 'qty', quantity: 2 },
    }),
    expect: editors(201),
  },
  {
    route: 'DELETE /api/timesheets/:id/line-items/bulk-delete',
    call: async (w) => ({
      method: 'DELETE',
      url: `${await docketUrl(w)}/line-items/bulk-delete`,
      payload: {},
    }),
    expect: editors(200),
  },
  {
    route: 'GET /api/timesheets/:id/events',
    call: async (w) => ({ method: 'GET', url: `${await docketUrl(w)}/events` }),
    expect: members(200),
  },
  {
    route: 'POST /api/timesheets/:id/events',
    call: async (w) => ({
      method: 'POST',
      url: `${await docketUrl(w)}/events`,
      payload: { eventType: 'note', description: 'Called the site office' },
    }),
    expect: members(201),
  },
  {
    route: 'GET /api/users/:id/timesheets',
    call: (w) => ({
      method: 'GET',
      url: `/api/users/${w.team.worker.id}/timesheets?startDate=2026-11-16&endDate=2026-11-22`,
    }),
    expect: ownOrBackOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/timesheets',
    call: (w) => ({ method: 'GET', url: `/api/companies/${w.team.company.id}/timesheets?billableOnly=true` }),
    expect: members(200),
  },
  {
    route: 'GET /api/projects/:id/timesheets',
    call: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}/timesheets` }),
    expect: members(200),
  },
  {
    route: 'GET /api/users/:id/assigned-projects',
    call: (w) => ({ method: 'GET', url: `/api/users/${w.team.worker.id}/assigned-projects` }),
    expect: ownOrBackOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/dashboard',
    call: (w) => ({ method: 'GET', url: `/api/companies/${w.team.company.id}/dashboard` }),
    expect: backOffice(200),
  },
];
