import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  createClient,
  createCompanyRateItem,
  createContact,
  createDocket,
  createProject,
  createProjectForeman,
  createProjectRateItem,
  createUser,
} from '../../src/server/db/factories';
import {
  clientContacts,
  clients,
  companies,
  companyRateItems,
  dockets,
  projectRateItems,
  projects,
  users,
} from '../../src/server/db/schema';
import type { MatrixWorld } from '../access/matrix-fixtures';
import { invoicePartialRows } from './partial-update-invoice-rows';
import { payrollPartialRows } from './partial-update-payroll-rows';
import { reminderPartialRows } from './partial-update-reminder-rows';
import { autoInvoicePartialRows } from './partial-update-auto-invoice-rows';
import { attachmentPartialRows } from './partial-update-attachment-rows';

export type Sample = {
  value: unknown;
  /** Columns this field may change besides its own (a docket's span follows its times). */
  alsoChanges?: string[];
  /** The column the field is stored in, when its name differs. */
  column?: string;
};

/** One PUT or PATCH route: a record with every field set, and a changed value for each body field. */
export type PartialRow = {
  route: string;
  setup: (
    w: MatrixWorld,
  ) => Promise<{ url: string; table: PgTable; id: number; base?: Record<string, unknown> }>;
  samples: Record<string, Sample>;
  /** Body fields not walked one by one, each with the reason. */
  skip?: Record<string, string>;
  /** What `{}` answers when it is not a 200 that changes nothing: the route needs a field. */
  empty?: { status: 400; message: string };
  /** The body fields the spec gives this call (sent together, those with a sample), and where. */
  spec?: { from: string; fields: string[] };
};

const companyId = (w: MatrixWorld) => w.team.company.id;
let day = 0;
const nextDay = () => new Date(Date.UTC(2027, 0, 4 + day++)).toISOString().slice(0, 10);

const rateItemSamples = {
  name: { value: 'Renamed item' },
  description: { value: 'Changed description' },
  unit: { value: 'day' },
  rate: { value: 99.5 },
  taxRate: { value: 15 },
};
const fullRecord = { description: 'Set before', taxRate: '10' };

const companyBefore = {
  name: 'Partial Civil',
  email: 'before@example.com',
  phone: '02 9000 0000',
  address: '1 Before St',
  defaultStartTime: '07:00',
  defaultFinishTime: '17:00',
  approvalDefault: 'auto' as const,
  accountingSoftware: 'none' as const,
  timeZone: 'Australia/Sydney',
  abn: null,
  paymentAccountName: 'Before Pty Ltd',
  paymentBsb: '062000',
  paymentAccountNumber: '11112222',
  paymentNote: 'Pay before',
  invoicePrefix: 'PB-',
};

export const PARTIAL_ROWS: PartialRow[] = [
  {
    route: 'PUT /api/companies/:companyId',
    setup: async (w) => {
      // The world's one company: set back to values apart from every sample, for each case.
      await w.db
        .update(companies)
        .set(companyBefore)
        .where(eq(companies.id, companyId(w)));
      return { url: `/api/companies/${companyId(w)}`, table: companies, id: companyId(w) };
    },
    samples: {
      name: { value: 'Renamed Civil' },
      email: { value: 'renamed@example.com' },
      phone: { value: '02 9111 1111' },
      address: { value: '9 Other St' },
      defaultStartTime: { value: '06:15' },
      defaultFinishTime: { value: '14:45' },
      approvalDefault: { value: 'manual' },
      accountingSoftware: { value: 'quickbooks' },
      timeZone: { value: 'Australia/Perth' },
      abn: { value: '51 824 753 556' },
      paymentAccountName: { value: 'Renamed Pty Ltd' },
      paymentBsb: { value: '112-879' },
      paymentAccountNumber: { value: '98765432' },
      paymentNote: { value: 'Pay by card' },
      invoicePrefix: { value: 'RN/' },
    },
    spec: {
      from: '002 §3 Company, §7 PUT /api/companies/{companyId}',
      fields: [
        'name',
        'email',
        'phone',
        'address',
        'accountingSoftware',
        'approvalDefault',
        'defaultStartTime',
        'defaultFinishTime',
      ],
    },
  },
  {
    route: 'PUT /api/users/:userId/role',
    setup: async (w) => {
      const user = await createUser(w.db, { companyId: companyId(w), role: 'worker' });
      return { url: `/api/users/${user.id}/role`, table: users, id: user.id };
    },
    samples: { role: { value: 'foreman' } },
    empty: { status: 400, message: 'Role is required' },
  },
  {
    route: 'PUT /api/auth/me/app-version',
    setup: async (w) => ({ url: '/api/auth/me/app-version', table: users, id: w.team.admin.id }),
    samples: {
      version: { value: '9.9.0', column: 'currentAppVersion', alsoChanges: ['lastVersionUpdate'] },
    },
    empty: { status: 400, message: 'Version is required' },
  },
  {
    route: 'PUT /api/projects/:id',
    setup: async (w) => {
      const project = await createProject(w.db, {
        companyId: companyId(w),
        clientId: w.client.id,
        jobNumber: 'J-1',
        description: 'Before',
        location: 'Site A',
        startDate: '2026-01-05',
        endDate: '2026-06-30',
        defaultStartTime: '07:00',
        defaultEndTime: '15:30',
        requireApproval: true,
        budgetHours: '100.00',
        budgetValue: '5000.00',
      });
      return { url: `/api/projects/${project.id}`, table: projects, id: project.id };
    },
    samples: {
      name: { value: 'Renamed job' },
      jobNumber: { value: 'J-2' },
      description: { value: 'After' },
      location: { value: 'Site B' },
      startDate: { value: '2026-02-02' },
      endDate: { value: '2026-07-31' },
      defaultStartTime: { value: '06:00' },
      defaultEndTime: { value: '14:00' },
      requireApproval: { value: false },
      clientId: { value: null },
      budgetHours: { value: '120.00' },
      budgetValue: { value: '9000.00' },
    },
  },
  {
    route: 'PATCH /api/projects/:id/archive',
    setup: async (w) => {
      const project = await createProject(w.db, { companyId: companyId(w), requireApproval: true });
      return { url: `/api/projects/${project.id}/archive`, table: projects, id: project.id };
    },
    samples: { isActive: { value: false } },
    empty: { status: 400, message: 'isActive must be true or false' },
  },
  {
    route: 'PATCH /api/projects/:id/require-approval',
    setup: async (w) => {
      const project = await createProject(w.db, { companyId: companyId(w), isActive: true });
      return { url: `/api/projects/${project.id}/require-approval`, table: projects, id: project.id };
    },
    samples: { requireApproval: { value: true } },
    empty: { status: 400, message: 'requireApproval must be true or false' },
  },
  {
    route: 'PUT /api/companies/:companyId/rate-items/:id',
    setup: async (w) => {
      const item = await createCompanyRateItem(w.db, {
        companyId: companyId(w),
        ...fullRecord,
        autoCreate: true,
      });
      return {
        url: `/api/companies/${companyId(w)}/rate-items/${item.id}`,
        table: companyRateItems,
        id: item.id,
      };
    },
    samples: { ...rateItemSamples, autoCreate: { value: false } },
  },
  {
    route: 'PUT /api/project-rate-items/:id',
    setup: async (w) => {
      const item = await createProjectRateItem(w.db, {
        companyId: companyId(w),
        projectId: w.project.id,
        ...fullRecord,
        overtimeEnabled: true,
      });
      return { url: `/api/project-rate-items/${item.id}`, table: projectRateItems, id: item.id };
    },
    samples: { ...rateItemSamples, overtimeEnabled: { value: false } },
  },
  {
    route: 'PUT /api/clients/:id',
    setup: async (w) => {
      const client = await createClient(w.db, {
        companyId: companyId(w),
        phone: '02 9000 0000',
        address: '1 Client St',
        contactPerson: 'Pat',
        xeroContactId: '5f0e3a4c-9a55-4d0e-8d2a-1c1f6b3b7a01',
        xeroContactName: 'Old Xero contact',
      });
      return { url: `/api/clients/${client.id}`, table: clients, id: client.id };
    },
    samples: {
      name: { value: 'Renamed client' },
      email: { value: 'new@client.example' },
      phone: { value: '02 9222 2222' },
      address: { value: '2 Client St' },
      contactPerson: { value: 'Sam' },
      xeroContactId: { value: '0b8d5c2e-3f1a-4b7e-9c6d-2e4f8a1b3c5d' },
      xeroContactName: { value: 'New Xero contact' },
    },
  },
  {
    route: 'PUT /api/client-contacts/:id',
    setup: async (w) => {
      const contact = await createContact(w.db, {
        companyId: companyId(w),
        clientId: w.client.id,
        email: 'contact@client.example',
        phone: '0400 000 000',
        title: 'Site Manager',
        isForeman: true,
      });
      return { url: `/api/client-contacts/${contact.id}`, table: clientContacts, id: contact.id };
    },
    samples: {
      name: { value: 'Renamed contact' },
      email: { value: 'other@client.example' },
      phone: { value: '0400 111 111' },
      title: { value: 'Supervisor' },
      isForeman: { value: false },
    },
  },
  {
    route: 'PUT /api/timesheets/:id',
    setup: async (w) => {
      const foreman = await createProjectForeman(w.db, { companyId: companyId(w), projectId: w.project.id });
      const docket = await createDocket(w.db, {
        companyId: companyId(w),
        workerId: w.team.worker.id,
        projectId: w.project.id,
        foremanId: foreman.id,
        foremanName: foreman.foremanName,
        foremanEmail: foreman.foremanEmail,
        date: nextDay(),
        startTime: '07:00',
        endTime: '15:00',
        breakMinutes: 30,
        description: 'Before',
        notes: 'Before',
        countOnTimesheet: true,
      });
      return { url: `/api/timesheets/${docket.id}`, table: dockets, id: docket.id };
    },
    samples: {
      date: { value: '2028-03-01' },
      notes: { value: 'After' },
      description: { value: 'After' },
      countOnTimesheet: { value: false },
      breakMinutes: { value: 45 },
      startTime: { value: '06:30', alsoChanges: ['workSpan'] },
      endTime: { value: '16:00', alsoChanges: ['workSpan'] },
    },
    skip: {
      status: 'a transition with its own rules and events (dockets.test.ts, approvals.test.ts)',
      foremanId: 'only read with a status change to pending_approval (approvals.test.ts)',
      projectId: 'moves the docket and its items to another project (dockets.test.ts)',
      lineItems: 'replaces the work items, which live in their own table (dockets.test.ts)',
      signature:
        'only null is taken, what an edit leaves: signatures come by approving (signature-update.test.ts)',
      signedAt: 'only null is taken, with the signature (signature-update.test.ts)',
    },
    spec: {
      from: '001 §7 PUT /api/timesheets/{id}',
      fields: [
        'date',
        'notes',
        'projectId',
        'startTime',
        'endTime',
        'breakMinutes',
        'signature',
        'signedAt',
        'countOnTimesheet',
        'status',
      ],
    },
  },
  ...invoicePartialRows,
  ...payrollPartialRows,
  ...reminderPartialRows,
  ...autoInvoicePartialRows,
  ...attachmentPartialRows,
];
