import { eq } from 'drizzle-orm';
import { dockets } from '../../src/server/db/schema';
import { everyone, signedIn, type Caller, type MatrixRow } from './matrix-harness';
import { fresh, pendingWithGrant, SIGNATURE, type MatrixWorld } from './matrix-fixtures';

const members = (status: number) => ({ ...signedIn(status), otherAdmin: 404 });
const editors = (status: number): Record<Caller, number> => ({ ...members(status), foreman: 403 });
const docketUrl = async (w: MatrixWorld) => `/api/timesheets/${(await fresh.docket(w)).id}`;
const foremanOfProject = async (w: MatrixWorld) => (await fresh.foreman(w)).id;

/** An approved docket's fingerprint, for the public verification call. */
async function approvedHash(w: MatrixWorld) {
  const { docket } = await pendingWithGrant(w);
  const hash = 'a'.repeat(56) + String(docket.id).padStart(8, '0');
  await w.db.update(dockets).set({ status: 'approved', contentHash: hash }).where(eq(dockets.id, docket.id));
  return hash;
}

/**
 * Approval, foreman access, PDFs and exports (spec 001 §4, §6, §7). Calls without an account carry
 * a project grant (X-Access-Grant), so every caller gets the same answer there.
 */
export const approvalRows: MatrixRow[] = [
  {
    route: 'POST /api/timesheets/:id/assign-foreman',
    call: async (w) => ({
      method: 'POST',
      url: `${await docketUrl(w)}/assign-foreman`,
      payload: { foremanId: await foremanOfProject(w) },
    }),
    expect: editors(200),
  },
  {
    route: 'POST /api/timesheets/:id/unlink-foreman',
    call: async (w) => ({ method: 'POST', url: `${await docketUrl(w)}/unlink-foreman` }),
    expect: editors(200),
  },
  {
    route: 'POST /api/timesheets/:id/send-approval-email',
    call: async (w) => ({
      method: 'POST',
      url: `${await docketUrl(w)}/send-approval-email`,
      payload: { foremanId: await foremanOfProject(w) },
    }),
    expect: editors(200),
  },
  {
    route: 'POST /api/timesheets/:id/approve',
    call: async (w) => ({
      method: 'POST',
      url: `${await docketUrl(w)}/approve`,
      payload: { signature: SIGNATURE, foremanId: await foremanOfProject(w) },
    }),
    expect: members(200),
  },
  {
    route: 'POST /api/timesheets/:id/foreman-approve',
    call: async (w) => {
      const { docket, foreman, grant } = await pendingWithGrant(w);
      return {
        method: 'POST',
        url: `/api/timesheets/${docket.id}/foreman-approve`,
        headers: grant,
        payload: { signature: SIGNATURE, foremanId: foreman.id },
      };
    },
    expect: everyone(200),
  },
  {
    route: 'POST /api/projects/access-by-code',
    call: (w) => ({ method: 'POST', url: '/api/projects/access-by-code', payload: { code: w.project.code } }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/foreman/access',
    call: async (w) => ({
      method: 'GET',
      url: '/api/foreman/access',
      headers: (await pendingWithGrant(w)).grant,
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/foreman/timesheets/:id',
    call: async (w) => {
      const { docket, grant } = await pendingWithGrant(w);
      return { method: 'GET', url: `/api/foreman/timesheets/${docket.id}`, headers: grant };
    },
    expect: everyone(200),
  },
  {
    route: 'GET /api/foreman/timesheets/:id/events',
    call: async (w) => {
      const { docket, grant } = await pendingWithGrant(w);
      return { method: 'GET', url: `/api/foreman/timesheets/${docket.id}/events`, headers: grant };
    },
    expect: everyone(200),
  },
  {
    route: 'GET /api/timesheets/:id/pdf',
    call: async (w) => ({ method: 'GET', url: `${await docketUrl(w)}/pdf` }),
    expect: { ...members(200), anonymous: 401 },
  },
  {
    route: 'POST /api/timesheets/:id/email',
    call: async (w) => ({
      method: 'POST',
      url: `${await docketUrl(w)}/email`,
      payload: { email: 'client@example.com' },
    }),
    expect: members(200),
  },
  {
    route: 'POST /api/timesheets/export-pdfs',
    call: async (w) => ({
      method: 'POST',
      url: '/api/timesheets/export-pdfs',
      payload: { timesheetIds: [(await fresh.docket(w)).id] },
    }),
    expect: { anonymous: 401, worker: 403, foreman: 403, office: 200, admin: 200, otherAdmin: 404 },
  },
  {
    route: 'POST /api/timesheets/export-pdfs-foreman',
    call: async (w) => {
      const { docket, grant } = await pendingWithGrant(w);
      return {
        method: 'POST',
        url: '/api/timesheets/export-pdfs-foreman',
        headers: grant,
        payload: { timesheetIds: [docket.id] },
      };
    },
    expect: everyone(200),
  },
  {
    route: 'GET /api/verify/:hash',
    call: async (w) => ({ method: 'GET', url: `/api/verify/${await approvedHash(w)}` }),
    expect: everyone(200),
  },
];
