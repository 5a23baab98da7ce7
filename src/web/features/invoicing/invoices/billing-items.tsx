import { formatMoney, lineItemFigures } from '../../../../shared/dockets/docket-math';
import { LoadingText } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { breakText } from '../../dockets/api';
import { useBillingItems, type BillingItem } from '../api/get-billing-items';
import type { InvoiceDocket } from '../api/get-invoice-dockets';
import { DocketTotals } from './docket-parts';
import { hoursShown } from '../../../../shared/hours';

/** "8.5" h (one decimal, 002 §9) with "06:30–15:30, 30 min break" beside it, or "3.00": how much, and when. */
function measure(item: BillingItem): { quantity: string; span: string | null } {
  if (item.entryType === 'qty') return { quantity: item.quantity ?? '0.00', span: null };
  const range = `${item.startTime ?? '--:--'}–${item.endTime ?? '--:--'}`;
  const span = item.breakMinutes > 0 ? `${range}, ${breakText(item.breakMinutes)}` : range;
  return { quantity: hoursShown(item.hours), span };
}

/** The line's value before GST (quantity × rate, rounded to cents by the shared docket math). */
const netOf = (item: BillingItem) =>
  formatMoney(lineItemFigures({ ...item, rate: item.rate ?? '0', taxRate: item.taxRate ?? '0' }).net);

type BillingItemsProps = {
  companyId: number;
  docket: InvoiceDocket;
  /** The table's expanded row adds the docket's totals under its items (a card shows them already). */
  withTotals?: boolean;
};

/** A docket's billing items (002 §2 'expandable billing items'): name, quantity or time, unit, rate, value. */
export function BillingItems({ companyId, docket, withTotals = false }: BillingItemsProps) {
  const items = useBillingItems(companyId, docket.id, true);
  if (items.isPending) return <LoadingText label="Loading billing items…" className="py-3" />;
  if (items.isError)
    return (
      <p role="alert" className="py-3 text-sm font-semibold text-danger">
        Failed to fetch billing items
      </p>
    );
  const rows = items.data.map((item) => ({ item, ...measure(item), value: netOf(item) }));
  return (
    <div className="grid gap-3">
      {rows.length === 0 && <p className="text-sm text-ink-muted">No billing items recorded.</p>}
      <ul aria-label={`Billing items of docket #${docket.id}`} className="grid gap-2 sm:hidden">
        {rows.map(({ item, quantity, span, value }) => (
          <li key={item.id} className="grid grid-cols-[1fr_auto] gap-x-3 rounded-lg bg-surface p-3 text-sm">
            <span className="font-semibold break-words">{item.name}</span>
            <span className="text-right font-bold tabular-nums">{value}</span>
            <span className="text-ink-muted tabular-nums">
              {quantity} {item.unit} × {formatMoney(item.rate ?? '0')}
            </span>
            {span && <span className="col-span-2 text-ink-muted tabular-nums">{span}</span>}
          </li>
        ))}
      </ul>
      {rows.length > 0 && (
        <div className="max-sm:hidden">
          <Table aria-label={`Billing items of docket #${docket.id}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Item</TableHead>
                <TableHead>Quantity or time</TableHead>
                <TableHead>Unit</TableHead>
                <TableHead className="text-right">Rate</TableHead>
                <TableHead className="text-right">Value (ex GST)</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map(({ item, quantity, span, value }) => (
                <TableRow key={item.id}>
                  <TableCell className="font-semibold">{item.name}</TableCell>
                  <TableCell className="tabular-nums">
                    {quantity}
                    {span && <span className="ml-2 text-ink-muted">{span}</span>}
                  </TableCell>
                  <TableCell>{item.unit}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(item.rate ?? '0')}</TableCell>
                  <TableCell className="text-right font-semibold tabular-nums">{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {withTotals && <DocketTotals docket={docket} />}
    </div>
  );
}
