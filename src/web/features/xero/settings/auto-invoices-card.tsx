import { RefreshCw, Save, Send } from 'lucide-react';
import { useState } from 'react';
import {
  AUTO_INVOICE_MODE_LABELS,
  AUTO_INVOICE_MODES,
  type AutoInvoiceMode,
} from '../../../../shared/xero/sync-schemas';
import { AvailableOnPro } from '../../../components/available-on-pro';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAccounting } from '../../../lib/plan';
import { useAuth } from '../../auth/api';
import { useAutoInvoiceSettings, useSaveAutoInvoiceSettings } from '../api/auto-invoice-settings';
import { useRunAutoInvoices } from '../api/auto-invoices';
import { useCheckPayments } from '../api/check-payments';

/**
 * Settings → Xero 'Automatic invoices' (issue 27; PRO or the trial): off, each approved docket as
 * its own draft, or one draft per project and client each week; in weekly mode 'Send last week's
 * invoices now' runs the week's job for this company at once (and tries the failed ones again).
 */
export function AutoInvoicesCard() {
  const { company } = useAuth();
  const { allowed } = useAccounting();
  if (!company) return null;
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h3 className="text-lg font-bold">Automatic invoices</h3>
        <p className="text-sm text-ink-muted">
          Approved dockets go to Xero as draft invoices by themselves, to each client&apos;s Xero contact (set
          it under Clients).
        </p>
      </div>
      {allowed ? <ModeForm companyId={company.id} /> : <AvailableOnPro label="Turn on automatic invoices" />}
      {allowed && <CheckPayments companyId={company.id} />}
    </Card>
  );
}

/** Payments come back by Xero's webhook and a check every half hour; this checks now. */
function CheckPayments({ companyId }: { companyId: number }) {
  const check = useCheckPayments(companyId);
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-muted">
        Whether invoices made in Xero are paid comes back by itself, from Xero&apos;s notices and a check
        every half hour.
      </p>
      <Button type="button" variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        Check payments now
      </Button>
    </div>
  );
}

function ModeForm({ companyId }: { companyId: number }) {
  const settings = useAutoInvoiceSettings(companyId);
  return (
    <QueryState query={settings} failure="Failed to fetch the automatic invoices" loading="Loading…">
      {(saved) => <ModeChoice key={saved.autoInvoice} companyId={companyId} saved={saved.autoInvoice} />}
    </QueryState>
  );
}

function ModeChoice({ companyId, saved }: { companyId: number; saved: AutoInvoiceMode }) {
  const [mode, setMode] = useState(saved);
  const save = useSaveAutoInvoiceSettings(companyId);
  const run = useRunAutoInvoices(companyId);
  return (
    <form
      aria-label="Automatic invoices"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(mode);
      }}
      className="grid gap-4"
    >
      <fieldset disabled={save.isPending} className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Send approved dockets to Xero</legend>
        {AUTO_INVOICE_MODES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-brand-active"
          >
            <input
              type="radio"
              name="auto-invoice"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="focus-ring size-5 shrink-0 accent-brand-active"
            />
            <span className="text-base">{AUTO_INVOICE_MODE_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {saved === 'weekly' && (
          <Button type="button" variant="outline" disabled={run.isPending} onClick={() => run.mutate()}>
            {run.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            Send last week&apos;s invoices now
          </Button>
        )}
        <Button type="submit" disabled={save.isPending || mode === saved}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
