import { can } from '../../../../shared/roles';
import { READY_TO_INVOICE_LIMIT } from '../../../../shared/invoicing/schemas';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed } from '../../../components/load-failed';
import { Badge } from '../../../components/ui/badge';
import { LoadingText } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/api';
import { useApprovedDockets } from '../api/get-approved-dockets';
import { useInvoicedDockets } from '../api/get-invoiced-dockets';
import { ReadySection } from './ready-section';
import { RecentSection } from './recent-section';

/**
 * /admin/invoicing (spec 002 §2 'Invoice management'): approved dockets are marked invoiced with
 * the office's own number; recently invoiced ones can have the number edited or be un-invoiced.
 */
export default function InvoiceManagementPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'dockets.invoice')) {
    return <AccessDenied message="Only administrators and office staff can access invoice management." />;
  }
  return <InvoiceManagement companyId={company.id} timeZone={company.timeZone} />;
}

/** The list holds at most READY_TO_INVOICE_LIMIT dockets (the newest): past it the count says so. */
const readyCount = (rows: readonly unknown[] | undefined): string =>
  rows === undefined
    ? '…'
    : rows.length >= READY_TO_INVOICE_LIMIT
      ? `${READY_TO_INVOICE_LIMIT}+`
      : String(rows.length);

function InvoiceManagement({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const approved = useApprovedDockets();
  const invoiced = useInvoicedDockets();
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Invoice Management</h1>
          <p className="text-base text-ink-muted">
            Mark approved timesheets as invoiced once you have billed them in your own system.
          </p>
        </div>
        <Badge variant="brand" className="px-4 py-1.5 text-base">
          <span className="tabular-nums">{readyCount(approved.data)}</span> Ready to Invoice
        </Badge>
      </div>
      {approved.data ? (
        <ReadySection rows={approved.data} companyId={companyId} timeZone={timeZone} />
      ) : approved.isError ? (
        <LoadFailed title="Failed to fetch approved timesheets" onRetry={() => void approved.refetch()} />
      ) : (
        <LoadingText label="Loading approved timesheets…" className="justify-center py-10 text-base" />
      )}
      {invoiced.data ? (
        <RecentSection rows={invoiced.data} companyId={companyId} />
      ) : invoiced.isError ? (
        <LoadFailed title="Failed to fetch invoiced timesheets" onRetry={() => void invoiced.refetch()} />
      ) : (
        <LoadingText label="Loading invoiced timesheets…" className="justify-center py-10 text-base" />
      )}
    </main>
  );
}
