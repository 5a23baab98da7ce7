import type { APIRequestContext, Page } from '@playwright/test';
import { apiClient, unique, type Api } from './api';

/**
 * A company of its own for one journey, made through the public API as its people would make it
 * (issue 12 point 8): the owner signs up, invites the office, a worker joins with the company
 * code and a foreman with a project code; then clients, rates and projects as the demo company
 * has them (src/server/seed/demo-company.ts), under the same names, so a journey reads like
 * the demo. Usernames, e-mails and the company's name are new for each world, so journeys on
 * two Playwright workers never see each other's data; dockets come from world-dockets.ts.
 */
export const WORLD_PASSWORD = 'world-pass1';

export type Person = {
  id: number;
  username: string;
  password: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  /** "First Last", as the screens show a person. */
  name: string;
};

type Session = { token: string; user: { id: number; companyId: number }; company: { code: string | null } };
type Named = { id: number; name: string };
export type Project = Named & { code: string };
export type Foreman = { id: number; foremanName: string; foremanEmail: string };

export type World = Awaited<ReturnType<typeof createWorld>>;

const RATES = {
  labourer: { name: 'Labourer', unit: 'hr', rate: '68.00', description: 'General labour, ordinary hours' },
  finisher: { name: 'Concrete Finisher', unit: 'hr', rate: '92.00', description: 'Trade-qualified finisher' },
  excavator: {
    name: 'Excavator 5t (wet hire)',
    unit: 'hr',
    rate: '135.00',
    description: 'Machine with operator',
  },
  pump: { name: 'Concrete Pump', unit: 'hr', rate: '210.00', description: 'Boom pump with operator' },
  formwork: {
    name: 'Formwork',
    unit: 'm²',
    rate: '48.50',
    description: 'Edge and slab formwork, supply and fix',
  },
  tipper: { name: 'Tipper Truck', unit: 'load', rate: '180.00', description: '10 t load, local tip' },
};
type RateKey = keyof typeof RATES;

function newPerson(firstName: string, lastName: string, prefix: string) {
  const username = unique(prefix);
  return { username, email: `${username}@example.com`, password: WORLD_PASSWORD, firstName, lastName };
}

const personOf = (p: ReturnType<typeof newPerson>, session: Session): Person => ({
  ...p,
  id: session.user.id,
  token: session.token,
  name: `${p.firstName} ${p.lastName}`,
});

/** Owner (admin), office, foreman and worker of a new company, each with a live session. */
async function createPeople(api: Api, tag: string) {
  const sarah = newPerson('Sarah', 'Mitchell', 'sarah');
  const owner = await api.call<Session>('POST', '/api/auth/register', {
    data: {
      role: 'company_owner',
      user: sarah,
      company: {
        name: `Harbourline Civil & Concrete ${tag}`,
        email: `office-${tag}@example.com`,
        phone: '02 9637 4410',
        address: '14 Kiora Street, Canley Vale NSW 2166',
      },
    },
  });
  const admin = personOf(sarah, owner);
  const companyId = owner.user.companyId;
  const company = await api.call<{ id: number; name: string; code: string }>(
    'GET',
    `/api/companies/${companyId}`,
    { token: admin.token },
  );

  const priya = newPerson('Priya', 'Sharma', 'priya');
  const invitation = await api.call<{ id: number }>('POST', `/api/companies/${companyId}/invitations`, {
    token: admin.token,
    data: { email: priya.email, firstName: priya.firstName, lastName: priya.lastName, role: 'office' },
  });
  const { url } = await api.call<{ url: string }>('POST', `/api/invitations/${invitation.id}/link`, {
    token: admin.token,
    status: 200,
  });
  const office = personOf(
    priya,
    await api.call<Session>('POST', `/api/auth/signup-invite/${url.split('/').pop()!}`, {
      data: { username: priya.username, password: priya.password },
    }),
  );

  const jake = newPerson('Jake', 'Thompson', 'jake');
  const worker = personOf(
    jake,
    await api.call<Session>('POST', '/api/auth/register', {
      data: { role: 'worker', user: jake, companyCode: company.code },
    }),
  );
  return { company: { ...company, id: companyId }, admin, office, worker };
}

/** Cumberland City Council and Aria Developments with their contacts, as in the demo. */
async function createClients(api: Api, companyId: number, token: string) {
  const client = (data: Record<string, string>) =>
    api.call<Named>('POST', `/api/companies/${companyId}/clients`, { token, data });
  const contact = (clientId: number, data: Record<string, string | boolean>) =>
    api.call('POST', `/api/clients/${clientId}/contacts`, { token, data });
  const council = await client({
    name: 'Cumberland City Council',
    email: 'accounts.payable@cumberland.example.gov.au',
    phone: '02 8757 9000',
    address: '16 Memorial Avenue, Merrylands NSW 2160',
    contactPerson: 'Megan Lee',
  });
  const aria = await client({
    name: 'Aria Developments',
    email: 'accounts@ariadev.example.com.au',
    phone: '02 9550 1200',
    address: '3/88 Illawarra Road, Marrickville NSW 2204',
    contactPerson: 'Chris Doyle',
  });
  await contact(council.id, {
    name: 'Megan Lee',
    title: 'Project Engineer',
    email: 'megan.lee@cumberland.example.gov.au',
    phone: '0412 555 018',
    isForeman: true,
  });
  await contact(council.id, {
    name: 'Raj Patel',
    title: 'Accounts Payable',
    email: 'raj.patel@cumberland.example.gov.au',
    phone: '02 8757 9041',
  });
  await contact(aria.id, {
    name: 'Chris Doyle',
    title: 'Site Manager',
    email: 'chris.doyle@ariadev.example.com.au',
    phone: '0423 555 207',
    isForeman: true,
  });
  await contact(aria.id, {
    name: 'Emma Clarke',
    title: 'Accounts',
    email: 'emma.clarke@ariadev.example.com.au',
  });
  return { council, aria };
}

/**
 * A new company like the demo one: people, clients, rates, three projects with their rate items,
 * the worker on all three, the foreman on stormwater and townhouses, and the clients' foremen.
 * `request` may be a page's (page.request) or Playwright's `request` fixture.
 */
export async function createWorld(request: APIRequestContext) {
  const api = apiClient(request);
  const tag = unique('w');
  const people = await createPeople(api, tag);
  const { company, admin } = people;
  const token = admin.token;
  const clients = await createClients(api, company.id, token);

  const companyItems = {} as Record<RateKey, { id: number }>;
  for (const key of Object.keys(RATES) as RateKey[]) {
    companyItems[key] = await api.call('POST', `/api/companies/${company.id}/rate-items`, {
      token,
      data: { ...RATES[key], taxRate: 10 },
    });
  }
  const project = (data: Record<string, unknown>) =>
    api.call<Project>('POST', `/api/companies/${company.id}/projects`, { token, data });
  const stormwater = await project({
    clientId: clients.council.id,
    name: 'Parramatta Road Stormwater Upgrade',
    jobNumber: 'HC-2411',
    description: 'Replace 240 m of 600 mm stormwater pipe and six pits; kerb and gutter reinstatement.',
    location: 'Parramatta Rd, Granville NSW 2142',
    startDate: '2026-09-07',
    defaultStartTime: '06:30',
    defaultEndTime: '15:30',
    requireApproval: true,
  });
  const townhouses = await project({
    clientId: clients.aria.id,
    name: 'Marrickville Townhouses – Slab & Footings',
    jobNumber: 'HC-2417',
    description: 'Footings and post-tensioned slabs for six townhouses.',
    location: '41 Victoria Road, Marrickville NSW 2204',
    startDate: '2026-10-05',
    defaultStartTime: '07:00',
    defaultEndTime: '15:30',
    requireApproval: false,
  });
  const depot = await project({
    name: 'Depot Yard Resurfacing',
    jobNumber: 'HC-2420',
    description: 'Own depot: regrade and seal the yard, new wash-down bay.',
    location: '14 Kiora Street, Canley Vale NSW 2166',
    startDate: '2026-10-19',
    requireApproval: false,
  });

  const projectItem = (projectId: number, key: RateKey, rate?: string) =>
    api.call<{ id: number }>('POST', `/api/projects/${projectId}/rate-items`, {
      token,
      data: {
        companyRateItemId: companyItems[key].id,
        taxRate: 10,
        ...RATES[key],
        ...(rate ? { rate } : {}),
      },
    });
  const items = {
    stormwater: {
      labour: await projectItem(stormwater.id, 'labourer', '72.00'),
      excavator: await projectItem(stormwater.id, 'excavator'),
      tipper: await projectItem(stormwater.id, 'tipper'),
    },
    townhouses: {
      labour: await projectItem(townhouses.id, 'finisher'),
      pump: await projectItem(townhouses.id, 'pump'),
      formwork: await projectItem(townhouses.id, 'formwork'),
    },
    depot: {
      labour: await projectItem(depot.id, 'labourer'),
      excavator: await projectItem(depot.id, 'excavator'),
    },
  };

  // The foreman joins with the stormwater project's code (which puts him on its team and its
  // foremen), then is put on the townhouses' team as its foreman too.
  const dave = newPerson('Dave', 'Robertson', 'dave');
  const foreman = personOf(
    dave,
    await api.call<Session>('POST', '/api/auth/register', {
      data: { role: 'foreman', user: dave, projectCode: stormwater.code },
    }),
  );
  const assign = (projectId: number, userId: number, role: 'worker' | 'foreman') =>
    api.call('POST', `/api/projects/${projectId}/assignments`, { token, data: { userId, role } });
  for (const p of [stormwater, townhouses, depot]) await assign(p.id, people.worker.id, 'worker');
  await assign(townhouses.id, foreman.id, 'foreman');
  const projectForeman = (projectId: number, foremanName: string, foremanEmail: string) =>
    api.call<Foreman>('POST', `/api/projects/${projectId}/foremans`, {
      token,
      data: { foremanName, foremanEmail },
    });
  const megan = await projectForeman(stormwater.id, 'Megan Lee', 'megan.lee@cumberland.example.gov.au');
  const chris = await projectForeman(townhouses.id, 'Chris Doyle', 'chris.doyle@ariadev.example.com.au');

  return {
    api,
    tag,
    ...people,
    foreman,
    clients,
    projects: { stormwater, townhouses, depot },
    items,
    foremen: { megan, chris },
  };
}

/** Every page load of `page` starts signed in as `person` (spec 000 §9: the token in local storage). */
export async function signInAs(page: Page, person: Person): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(person.token)})`);
}
