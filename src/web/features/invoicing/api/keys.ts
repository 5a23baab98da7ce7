import { queryKeyOf } from '../../../lib/api';

/**
 * The reads an invoicing change touches (002 §4 'Docket invoicing'), by their query keys: /invoices
 * (its table and its invoices list) and /admin/invoicing (approved and invoiced lists) are two
 * parts that read the same dockets, so their keys live here, below both.
 */
export const invoicingKeys = {
  /** Prefix of every read of the /invoices table: each filter's pages and the dockets' billing items. */
  invoiceDockets: (companyId: number) =>
    queryKeyOf('/api/companies/:companyId/invoice-dockets', { companyId }),
  /** The company's invoices list, every page. */
  invoices: (companyId: number) => queryKeyOf('/api/companies/:companyId/invoices', { companyId }),
  approved: queryKeyOf('/api/admin/timesheets/approved'),
  invoiced: queryKeyOf('/api/admin/timesheets/invoiced'),
};
