import { Copy, Save } from 'lucide-react';
import type { EarningsRate, PayrollSettings } from '../../../../../shared/payroll/schemas';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast-store';
import { QueryState } from '../../../../components/query-state';
import { usePayItems } from '../../api/get-pay-items';
import { useSavePayItem } from '../../api/save-pay-item';

type Props = {
  companyId: number;
  settings: PayrollSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The earnings types a Save can make the ordinary or the overtime hours rate. */
const HOURS_TYPES: Record<string, 'ordinary' | 'overtime'> = {
  ORDINARYTIMEEARNINGS: 'ordinary',
  OVERTIMEEARNINGS: 'overtime',
};

async function copyId(id: string) {
  try {
    await navigator.clipboard.writeText(id);
    toast({ title: 'ID copied', description: id });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Select the ID and copy it instead.',
    });
  }
}

/** A table's columns from 1024px; below that each rate is a card with its labels. */
const columns = 'lg:grid-cols-[minmax(0,1fr)_12rem_7.5rem_minmax(0,1fr)_6.5rem]';

/**
 * View Earnings Rates (002 §2): Xero Payroll's earnings rates with Copy ID, and Save on an ordinary
 * or overtime rate to make it the rate those hours are sent as.
 */
export function EarningsRatesDialog({ companyId, settings, open, onOpenChange }: Props) {
  const rates = usePayItems(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Earnings Rates</DialogTitle>
          <DialogDescription>
            Xero Payroll&apos;s earnings rates. Save an ordinary time rate or an overtime rate to send those
            hours as it.
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={rates}
          failure="Fetch failed: Xero's earnings rates could not be read"
          loading="Loading earnings rates…"
        >
          {({ earningsRates }) =>
            earningsRates.length ? (
              <RateList companyId={companyId} settings={settings} rates={earningsRates} />
            ) : (
              <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
                No earnings rates found in Xero Payroll.
              </p>
            )
          }
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function RateList({
  companyId,
  settings,
  rates,
}: {
  companyId: number;
  settings: PayrollSettings;
  rates: EarningsRate[];
}) {
  const save = useSavePayItem(companyId);
  const savedAs = (rate: EarningsRate) =>
    rate.EarningsRateID === settings.ordinaryHoursEarningsRateId
      ? 'Ordinary rate'
      : rate.EarningsRateID === settings.overtimeHoursEarningsRateId
        ? 'Overtime rate'
        : null;
  return (
    <div className="grid rounded-card border border-line text-sm">
      <div
        aria-hidden="true"
        className={`hidden gap-3 border-b border-line bg-surface-muted px-3 py-2 font-semibold text-ink-muted lg:grid ${columns}`}
      >
        <span>Name</span>
        <span>EarningsType</span>
        <span>RateType</span>
        <span>EarningsRateID</span>
        <span />
      </div>
      <ul aria-label="Earnings rates" className="grid divide-y divide-line">
        {rates.map((rate) => {
          const kind = HOURS_TYPES[rate.EarningsType];
          const current = savedAs(rate);
          const saving = save.isPending && save.variables?.earningsRateId === rate.EarningsRateID;
          return (
            <li
              key={rate.EarningsRateID}
              aria-label={rate.Name}
              className={`grid gap-x-3 gap-y-1.5 px-3 py-3 lg:items-center ${columns}`}
            >
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {rate.Name}
                {current && <Badge variant="green">{current}</Badge>}
              </span>
              <span className="break-words">
                <span className="text-ink-muted lg:sr-only">EarningsType: </span>
                {rate.EarningsType}
              </span>
              <span>
                <span className="text-ink-muted lg:sr-only">RateType: </span>
                {rate.RateType}
              </span>
              <span className="flex min-w-0 items-center gap-1">
                <code className="min-w-0 truncate font-mono text-xs" title={rate.EarningsRateID}>
                  {rate.EarningsRateID}
                </code>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  aria-label={`Copy ID of ${rate.Name}`}
                  onClick={() => void copyId(rate.EarningsRateID)}
                >
                  <Copy aria-hidden="true" />
                  Copy ID
                </Button>
              </span>
              {kind ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full lg:w-auto"
                  aria-label={`Save ${rate.Name} as the ${kind} hours rate`}
                  disabled={save.isPending}
                  onClick={() =>
                    save.mutate({
                      earningsRateId: rate.EarningsRateID,
                      name: rate.Name,
                      earningsType: rate.EarningsType,
                      rateType: rate.RateType,
                      accountCode: rate.AccountCode,
                      typeOfUnits: rate.TypeOfUnits,
                    })
                  }
                >
                  {saving ? <Spinner /> : <Save aria-hidden="true" />}
                  Save
                </Button>
              ) : (
                <span className="text-xs text-ink-muted">Not an hours rate</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
