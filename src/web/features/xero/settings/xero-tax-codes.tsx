import type { TaxCode } from '../../../../shared/xero/accounting-schemas';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useTaxCodes } from '../api/get-tax-codes';
import { useSyncTaxCodes } from '../api/sync-tax-codes';
import { QueryState } from '../../../components/query-state';
import { SyncCardHead } from './sync-card-head';

/** "10.0000" → "10%", "0" → "0%": a tax rate as people read it. */
const percent = (rate: string) => `${Number(rate)}%`;

/**
 * Settings → Xero → Accounting (002 §2): the tax codes the invoice dialog offers, as last synced
 * from Xero (name, Xero's tax type, rate), and 'Sync Tax Codes' to read them again.
 */
export function XeroTaxCodes() {
  const taxCodes = useTaxCodes();
  const sync = useSyncTaxCodes('Sync Failed');
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <SyncCardHead
        title="Accounting"
        description="Tax codes from Xero, offered on each line of a Xero invoice."
        label="Sync Tax Codes"
        sync={sync}
      />
      <QueryState query={taxCodes} failure="Failed to fetch tax codes" loading="Loading tax codes…">
        {({ taxCodes: codes }) => <TaxCodeList codes={codes} />}
      </QueryState>
    </Card>
  );
}

function TaxCodeList({ codes }: { codes: TaxCode[] }) {
  if (!codes.length)
    return (
      <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
        No tax codes yet. Press Sync Tax Codes to read them from Xero.
      </p>
    );
  return (
    <ul aria-label="Tax codes" className="grid divide-y divide-line rounded-card border border-line">
      {codes.map((code) => (
        <li key={code.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm">
          <span className="min-w-0 flex-1 font-medium">{code.name}</span>
          <Badge variant={code.isDefault ? 'green' : 'neutral'}>{code.taxType}</Badge>
          <span className="w-14 text-right tabular-nums">{percent(code.effectiveRate)}</span>
        </li>
      ))}
    </ul>
  );
}
