import type { Role } from '../../shared/roles';
import { APP_VERSION } from '../version';
import type { Db } from '../db/client';
import {
  assignToProject,
  createClient,
  createCompany,
  createCompanyRateItem,
  createContact,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  createUser,
} from '../db/factories';

export const DEMO_PASSWORD = 'demo1234';

/** The people, clients, projects and rates of the demo company (dockets come separately). */
export async function createDemoCompany(db: Db) {
  const company = await createCompany(db, {
    name: 'Harbourline Civil & Concrete',
    email: 'office@harbourline.example.com.au',
    phone: '02 9637 4410',
    address: '14 Kiora Street, Canley Vale NSW 2166',
    // A made-up ABN that passes the ATO's checksum, so the demo's tax invoices carry one.
    abn: '12345679016',
    // Xero, so a newcomer finds Settings → Xero and can connect the simulated Xero that npm start runs.
    accountingSoftware: 'xero',
    approvalDefault: 'manual',
  });
  const companyId = company.id;
  const person = (username: string, firstName: string, lastName: string, role: Role) =>
    createUser(db, {
      companyId,
      username,
      email: `${username.replace('demo.', '')}@harbourline.example.com.au`,
      firstName,
      lastName,
      role,
      password: DEMO_PASSWORD,
      currentAppVersion: APP_VERSION,
    });
  const admin = await person('demo.admin', 'Sarah', 'Mitchell', 'admin');
  const office = await person('demo.office', 'Priya', 'Sharma', 'office');
  const foreman = await person('demo.foreman', 'Dave', 'Robertson', 'foreman');
  const worker = await person('demo.worker', 'Jake', 'Thompson', 'worker');
  const liam = await person('liam.nguyen', 'Liam', 'Nguyen', 'worker');
  const tom = await person('tom.obrien', 'Tom', "O'Brien", 'worker');

  const rates = {
    labourer: { name: 'Labourer', unit: 'hr', rate: '68.00', description: 'General labour, ordinary hours' },
    finisher: {
      name: 'Concrete Finisher',
      unit: 'hr',
      rate: '92.00',
      description: 'Trade-qualified finisher',
    },
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
  // One query at a time: a transaction is one connection.
  const companyItems = {} as Record<keyof typeof rates, Awaited<ReturnType<typeof createCompanyRateItem>>>;
  for (const [key, r] of Object.entries(rates) as [
    keyof typeof rates,
    (typeof rates)[keyof typeof rates],
  ][]) {
    companyItems[key] = await createCompanyRateItem(db, { companyId, taxRate: '10', ...r });
  }

  const council = await createClient(db, {
    companyId,
    name: 'Cumberland City Council',
    email: 'accounts.payable@cumberland.example.gov.au',
    phone: '02 8757 9000',
    address: '16 Memorial Avenue, Merrylands NSW 2160',
    contactPerson: 'Megan Lee',
  });
  const aria = await createClient(db, {
    companyId,
    name: 'Aria Developments',
    email: 'accounts@ariadev.example.com.au',
    phone: '02 9550 1200',
    address: '3/88 Illawarra Road, Marrickville NSW 2204',
    contactPerson: 'Chris Doyle',
  });
  await createContact(db, {
    companyId,
    clientId: council.id,
    name: 'Megan Lee',
    title: 'Project Engineer',
    email: 'megan.lee@cumberland.example.gov.au',
    phone: '0412 555 018',
    isForeman: true,
  });
  await createContact(db, {
    companyId,
    clientId: council.id,
    name: 'Raj Patel',
    title: 'Accounts Payable',
    email: 'raj.patel@cumberland.example.gov.au',
    phone: '02 8757 9041',
  });
  await createContact(db, {
    companyId,
    clientId: aria.id,
    name: 'Chris Doyle',
    title: 'Site Manager',
    email: 'chris.doyle@ariadev.example.com.au',
    phone: '0423 555 207',
    isForeman: true,
  });
  await createContact(db, {
    companyId,
    clientId: aria.id,
    name: 'Emma Clarke',
    title: 'Accounts',
    email: 'emma.clarke@ariadev.example.com.au',
  });

  const stormwater = await createProject(db, {
    companyId,
    clientId: council.id,
    name: 'Parramatta Road Stormwater Upgrade',
    jobNumber: 'HC-2411',
    description: 'Replace 240 m of 600 mm stormwater pipe and six pits; kerb and gutter reinstatement.',
    location: 'Parramatta Rd, Granville NSW 2142',
    startDate: '2026-09-07',
    defaultStartTime: '06:30',
    defaultEndTime: '15:30',
    requireApproval: true,
  });
  const townhouses = await createProject(db, {
    companyId,
    clientId: aria.id,
    name: 'Marrickville Townhouses – Slab & Footings',
    jobNumber: 'HC-2417',
    description: 'Footings and post-tensioned slabs for six townhouses.',
    location: '41 Victoria Road, Marrickville NSW 2204',
    startDate: '2026-10-05',
    defaultStartTime: '07:00',
    defaultEndTime: '15:30',
  });
  const depot = await createProject(db, {
    companyId,
    name: 'Depot Yard Resurfacing',
    jobNumber: 'HC-2420',
    description: 'Own depot: regrade and seal the yard, new wash-down bay.',
    location: '14 Kiora Street, Canley Vale NSW 2166',
    startDate: '2026-10-19',
  });

  const projectItem = (projectId: number, key: keyof typeof rates, rate?: string) =>
    createProjectRateItem(db, {
      companyId,
      projectId,
      companyRateItemId: companyItems[key].id,
      taxRate: '10',
      ...rates[key],
      ...(rate ? { rate } : {}),
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

  for (const w of [worker, liam, tom]) {
    await assignToProject(db, { companyId, projectId: stormwater.id, userId: w.id });
    await assignToProject(db, { companyId, projectId: townhouses.id, userId: w.id });
  }
  await assignToProject(db, { companyId, projectId: depot.id, userId: worker.id });
  await assignToProject(db, { companyId, projectId: stormwater.id, userId: foreman.id, role: 'foreman' });
  await assignToProject(db, { companyId, projectId: townhouses.id, userId: foreman.id, role: 'foreman' });
  const megan = await createProjectForeman(db, {
    companyId,
    projectId: stormwater.id,
    foremanName: 'Megan Lee',
    foremanEmail: 'megan.lee@cumberland.example.gov.au',
  });
  await createProjectForeman(db, {
    companyId,
    projectId: stormwater.id,
    foremanName: 'Dave Robertson',
    foremanEmail: 'foreman@harbourline.example.com.au',
  });
  await createProjectForeman(db, {
    companyId,
    projectId: townhouses.id,
    foremanName: 'Chris Doyle',
    foremanEmail: 'chris.doyle@ariadev.example.com.au',
  });

  return {
    company,
    users: { admin, office, foreman, worker, liam, tom },
    workers: [worker, liam, tom],
    projects: { stormwater, townhouses, depot },
    items,
    foremen: { megan },
  };
}

export type DemoCompany = Awaited<ReturnType<typeof createDemoCompany>>;
