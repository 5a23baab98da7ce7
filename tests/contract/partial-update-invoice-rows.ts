import { createDocket } from '../../src/server/db/factories';
import { dockets } from '../../src/server/db/schema';
import type { MatrixWorld } from '../access/matrix-fixtures';
import type { PartialRow } from './partial-update-rows';

let day = 0;
const nextDay = () => new Date(Date.UTC(2027, 6, 5 + day++)).toISOString().slice(0, 10);

/** PATCH /api/timesheets/:id/invoice on an approved docket invoiced by hand (not on one of the product's invoices). */
export const invoicePartialRows: PartialRow[] = [
  {
    route: 'PATCH /api/timesheets/:id/invoice',
    setup: async (w: MatrixWorld) => {
      const docket = await createDocket(w.db, {
        companyId: w.team.company.id,
        workerId: w.team.worker.id,
        projectId: w.project.id,
        date: nextDay(),
        status: 'approved',
        invoiced: true,
        invoiceNumber: 'INV-2025-001',
        invoicedAt: new Date('2027-07-01T00:00:00Z'),
        lineItems: [{ name: 'Labourer', entryType: 'time', startTime: '07:00', endTime: '15:00' }],
      });
      return {
        url: `/api/timesheets/${docket.id}/invoice`,
        table: dockets,
        id: docket.id,
        base: { invoiced: true },
      };
    },
    samples: {
      invoiceNumber: { value: 'INV-2025-002' },
      invoiced: { value: false, alsoChanges: ['invoiceNumber', 'invoicedAt'] },
    },
    empty: { status: 400, message: 'invoiced must be true or false' },
  },
];
