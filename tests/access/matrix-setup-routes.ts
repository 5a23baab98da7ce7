import { fresh, type MatrixWorld } from './matrix-fixtures';
import { adminOnly, backOffice, signedIn, type MatrixRow } from './matrix-harness';

const company = (w: MatrixWorld) => `/api/companies/${w.team.company.id}`;
const project = (w: MatrixWorld) => `/api/projects/${w.project.id}`;
/** Everyone signed in, in their own company. */
const members = (status: number) => ({ ...signedIn(status), otherAdmin: 404 });
const companyInfo = {
  name: 'Renamed Civil',
  email: 'office@renamed.example',
  defaultStartTime: '07:00',
  defaultFinishTime: '15:30',
  approvalDefault: 'manual',
  accountingSoftware: 'none',
  timeZone: 'Australia/Brisbane',
};

/** Company set-up (spec 002 §6): projects, team, foremen, rate items, clients, contacts, settings, users. */
export const setupRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/projects',
    call: (w) => ({ method: 'GET', url: `${company(w)}/projects` }),
    expect: members(200),
  },
  {
    route: 'POST /api/companies/:companyId/projects',
    call: (w) => ({ method: 'POST', url: `${company(w)}/projects`, payload: { name: 'New job' } }),
    expect: adminOnly(201),
  },
  { route: 'GET /api/projects/:id', call: (w) => ({ method: 'GET', url: project(w) }), expect: members(200) },
  {
    route: 'PUT /api/projects/:id',
    call: (w) => ({ method: 'PUT', url: project(w), payload: { location: 'Site B' } }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/projects/:id/archive',
    call: (w) => ({ method: 'PATCH', url: `${project(w)}/archive`, payload: { isActive: true } }),
    expect: backOffice(200),
  },
  {
    route: 'PATCH /api/projects/:id/require-approval',
    call: (w) => ({
      method: 'PATCH',
      url: `${project(w)}/require-approval`,
      payload: { requireApproval: true },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/projects/:id/assignments',
    call: (w) => ({ method: 'GET', url: `${project(w)}/assignments` }),
    expect: members(200),
  },
  {
    route: 'POST /api/projects/:id/assignments',
    call: async (w) => ({
      method: 'POST',
      url: `${project(w)}/assignments`,
      payload: { userId: (await fresh.user(w)).id, role: 'worker' },
    }),
    expect: backOffice(201),
  },
  {
    route: 'DELETE /api/projects/:id/assignments/:assignmentId',
    call: async (w) => ({
      method: 'DELETE',
      url: `${project(w)}/assignments/${(await fresh.assignment(w)).id}`,
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/projects/:id/foremans',
    call: (w) => ({ method: 'GET', url: `${project(w)}/foremans` }),
    expect: members(200),
  },
  {
    route: 'POST /api/projects/:id/foremans',
    call: (w) => ({
      method: 'POST',
      url: `${project(w)}/foremans`,
      payload: { foremanName: 'Megan Lee', foremanEmail: 'megan@example.com' },
    }),
    expect: members(201),
  },
  {
    route: 'DELETE /api/projects/:id/foremans/:foremanId',
    call: async (w) => ({ method: 'DELETE', url: `${project(w)}/foremans/${(await fresh.foreman(w)).id}` }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/projects/:id/share',
    call: (w) => ({
      method: 'POST',
      url: `${project(w)}/share`,
      payload: { email: 'site.engineer@example.com' },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/rate-items',
    call: (w) => ({ method: 'GET', url: `${company(w)}/rate-items` }),
    // 002 §2, §6: a foreman reads Billable Items in Settings; changing them stays admin and office.
    expect: { ...backOffice(200), foreman: 200 },
  },
  {
    route: 'POST /api/companies/:companyId/rate-items',
    call: (w) => ({
      method: 'POST',
      url: `${company(w)}/rate-items`,
      payload: { name: 'Labourer', unit: 'hr', rate: 70 },
    }),
    expect: backOffice(201),
  },
  {
    route: 'PUT /api/companies/:companyId/rate-items/:id',
    call: async (w) => ({
      method: 'PUT',
      url: `${company(w)}/rate-items/${(await fresh.companyItem(w)).id}`,
      payload: { rate: 75 },
    }),
    expect: backOffice(200),
  },
  {
    route: 'DELETE /api/companies/:companyId/rate-items/:id',
    call: async (w) => ({
      method: 'DELETE',
      url: `${company(w)}/rate-items/${(await fresh.companyItem(w)).id}`,
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/projects/:id/rate-items',
    call: (w) => ({ method: 'GET', url: `${project(w)}/rate-items` }),
    expect: members(200),
  },
  {
    route: 'POST /api/projects/:id/rate-items',
    call: (w) => ({
      method: 'POST',
      url: `${project(w)}/rate-items`,
      payload: { name: 'Excavator', unit: 'hr', rate: 135 },
    }),
    expect: backOffice(201),
  },
  {
    route: 'PUT /api/project-rate-items/:id',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/project-rate-items/${(await fresh.projectItem(w)).id}`,
      payload: { rate: 90 },
    }),
    expect: backOffice(200),
  },
  {
    route: 'DELETE /api/project-rate-items/:id',
    call: async (w) => ({
      method: 'DELETE',
      url: `/api/project-rate-items/${(await fresh.projectItem(w)).id}`,
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/clients',
    call: (w) => ({ method: 'GET', url: `${company(w)}/clients` }),
    expect: members(200),
  },
  {
    route: 'POST /api/companies/:companyId/clients',
    call: (w) => ({ method: 'POST', url: `${company(w)}/clients`, payload: { name: 'Aria Developments' } }),
    expect: backOffice(201),
  },
  {
    route: 'PUT /api/clients/:id',
    call: (w) => ({ method: 'PUT', url: `/api/clients/${w.client.id}`, payload: { phone: '02 9000 0000' } }),
    expect: backOffice(200),
  },
  {
    route: 'DELETE /api/clients/:id',
    call: async (w) => ({ method: 'DELETE', url: `/api/clients/${(await fresh.client(w)).id}` }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/clients/:id/contacts',
    call: (w) => ({ method: 'GET', url: `/api/clients/${w.client.id}/contacts` }),
    expect: members(200),
  },
  {
    route: 'POST /api/clients/:id/contacts',
    call: (w) => ({
      method: 'POST',
      url: `/api/clients/${w.client.id}/contacts`,
      payload: { name: 'Chris Doyle' },
    }),
    expect: backOffice(201),
  },
  {
    route: 'PUT /api/client-contacts/:id',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/client-contacts/${(await fresh.contact(w)).id}`,
      payload: { title: 'Site Manager' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/client-contacts/:id',
    call: async (w) => ({ method: 'DELETE', url: `/api/client-contacts/${(await fresh.contact(w)).id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/companies/:companyId',
    call: (w) => ({ method: 'GET', url: company(w) }),
    expect: members(200),
  },
  {
    route: 'PUT /api/companies/:companyId',
    call: (w) => ({ method: 'PUT', url: company(w), payload: companyInfo }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/users',
    call: (w) => ({ method: 'GET', url: `${company(w)}/users` }),
    // 002 §2, §6: a foreman sees the Users tab's team list, without its management extras.
    expect: { ...backOffice(200), foreman: 200 },
  },
  { route: 'GET /api/users', call: () => ({ method: 'GET', url: '/api/users' }), expect: signedIn(200) },
  {
    route: 'GET /api/users/:id',
    call: (w) => ({ method: 'GET', url: `/api/users/${w.team.worker.id}` }),
    expect: { anonymous: 401, worker: 200, foreman: 403, office: 200, admin: 200, otherAdmin: 404 },
  },
  {
    route: 'PUT /api/users/:userId/role',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/users/${(await fresh.user(w)).id}/role`,
      payload: { role: 'foreman' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/users/:userId/deactivate',
    call: async (w) => ({ method: 'POST', url: `/api/users/${(await fresh.user(w)).id}/deactivate` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/users/:userId/reactivate',
    call: async (w) => ({
      method: 'POST',
      url: `/api/users/${(await fresh.user(w, { isActive: false })).id}/reactivate`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/companies/:companyId/code',
    call: (w) => ({ method: 'POST', url: `${company(w)}/code` }),
    expect: adminOnly(200),
  },
];
