import { xeroSyncSettings } from '../../src/server/db/schema';
import { SYNC_MSG } from '../../src/shared/xero/sync-schemas';
import type { PartialRow } from './partial-update-rows';

/** Settings → Xero 'Automatic invoices' (issue 27): its one field; the reconcile job's columns stay. */
export const autoInvoicePartialRows: PartialRow[] = [
  {
    route: 'PUT /api/companies/:companyId/xero/auto-invoice-settings',
    setup: async (w) => {
      const companyId = w.team.company.id;
      const values = {
        autoInvoice: 'per_docket' as const,
        updatedById: w.team.admin.id,
        lastReconcileResult: 'Read 3 invoices',
      };
      await w.db
        .insert(xeroSyncSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: xeroSyncSettings.companyId, set: values });
      return {
        url: `/api/companies/${companyId}/xero/auto-invoice-settings`,
        table: xeroSyncSettings,
        id: companyId,
      };
    },
    samples: { autoInvoice: { value: 'weekly' } },
    empty: { status: 400, message: SYNC_MSG.mode },
  },
];
