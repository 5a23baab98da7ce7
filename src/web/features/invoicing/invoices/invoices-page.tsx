import { Download, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { AccessDenied } from '../../../components/access-denied';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/api';
import { CreateInvoiceDialog } from './create/create-invoice-dialog';
import { DocketList } from './docket-list';
import { EditStatusDialog } from './edit-status-dialog';
import { FilterCard } from './filter-card';
import { IssuedInvoices } from './issued/issued-invoices';
import { useExportPdfs } from '../api/export-pdfs';
import { useInvoiceDockets, type DocketFilter, type InvoiceDocket } from '../api/get-invoice-dockets';
import { SelectionBar } from './selection-bar';
import { useSelection, type SelectMode } from './use-selection';
import { WalkthroughDialog } from './walkthrough-dialog';

const DENIED = 'Only administrators and office staff can access invoice management.';

/** /invoices (spec 002 §2 'Invoices screen'): admin and office only. */
export default function InvoicesPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'dockets.invoice')) return <AccessDenied message={DENIED} />;
  return <Invoices companyId={company.id} timeZone={company.timeZone} />;
}

const MODES: { mode: SelectMode; label: string; icon: typeof Download }[] = [
  { mode: 'export', label: 'Export PDFs', icon: Download },
  { mode: 'invoice', label: 'Combined Invoice', icon: FilePlus2 },
];

function Invoices({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const [filter, setFilter] = useState<DocketFilter>({ invoice: 'all', projectId: 'all' });
  const dockets = useInvoiceDockets(companyId, filter);
  const selection = useSelection();
  const [editing, setEditing] = useState<InvoiceDocket | null>(null);
  /** The dockets the create-invoice dialog is open for; null while it is closed. */
  const [invoicing, setInvoicing] = useState<number[] | null>(null);
  const exportPdfs = useExportPdfs(timeZone, () => selection.switchTo(null));
  const loaded = dockets.data?.pages.flatMap((page) => page.dockets) ?? [];

  const changeFilter = (next: DocketFilter) => {
    setFilter(next);
    selection.clear();
  };
  const runSelection = () => {
    if (selection.mode === 'export') exportPdfs.mutate(selection.ids);
    else if (selection.count > 0) setInvoicing(selection.ids);
  };

  return (
    <main
      className={`mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-10 ${selection.mode ? 'pb-64 lg:pb-36' : ''}`}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Invoices</h1>
          <p className="text-base text-ink-muted">Turn approved dockets into invoices, to the cent.</p>
        </div>
        <div className="grid grid-cols-2 gap-2 max-sm:w-full sm:flex sm:flex-wrap">
          <WalkthroughDialog className="max-sm:col-span-2" />
          {MODES.map(({ mode, label, icon: Icon }) => (
            <Button
              key={mode}
              variant={selection.mode === mode ? 'secondary' : 'outline'}
              aria-pressed={selection.mode === mode}
              onClick={() => selection.switchTo(mode)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </div>
      <FilterCard companyId={companyId} filter={filter} onChange={changeFilter} />
      <DocketList
        companyId={companyId}
        dockets={dockets}
        loaded={loaded}
        selection={selection}
        onEditStatus={setEditing}
        onCreateInvoice={(docket) => setInvoicing([docket.id])}
      />
      <IssuedInvoices companyId={companyId} />
      <SelectionBar selection={selection} loaded={loaded} busy={exportPdfs.isPending} onRun={runSelection} />
      <EditStatusDialog companyId={companyId} docket={editing} onClose={() => setEditing(null)} />
      <CreateInvoiceDialog
        companyId={companyId}
        docketIds={invoicing ?? []}
        open={invoicing !== null}
        onOpenChange={(open) => !open && setInvoicing(null)}
        onCreated={() => {
          setInvoicing(null);
          selection.switchTo(null);
        }}
      />
    </main>
  );
}
