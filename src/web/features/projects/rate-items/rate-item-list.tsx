import { formatMoney } from '../../../../shared/dockets/docket-math';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { percent } from '../../../lib/format';
import { AutoCreateSwitch, RowButtons, type RateItemActions } from './rate-item-controls';
import type { CompanyRateItem } from '../api/types';

/** Without actions (a foreman reading them, 002 §6) the list is read-only: no buttons, no switches. */
type ListProps = { companyId: number; items: readonly CompanyRateItem[]; actions: RateItemActions | null };

/** The auto-add setting: its switch for those who change items, else in words. */
function AutoAdd({
  companyId,
  item,
  editable,
}: {
  companyId: number;
  item: CompanyRateItem;
  editable: boolean;
}) {
  if (editable) return <AutoCreateSwitch companyId={companyId} item={item} />;
  return <span className="text-sm font-medium">{item.autoCreate ? 'Yes' : 'No'}</span>;
}

function NameCell({ item }: { item: CompanyRateItem }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-semibold break-words text-ink">{item.name}</span>
      {item.description && <span className="text-sm break-words text-ink-muted">{item.description}</span>}
    </div>
  );
}

/** Billable items as a table on wider screens and as cards on phones. */
export function RateItemList({ companyId, items, actions }: ListProps) {
  const editable = actions !== null;
  return (
    <>
      <div className="max-md:hidden">
        <Table aria-label="Billable items">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Item</TableHead>
              <TableHead>Unit</TableHead>
              <TableHead className="text-right">Rate</TableHead>
              <TableHead className="text-right">Tax</TableHead>
              <TableHead>Auto-add</TableHead>
              {editable && <TableHead className="text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell className="w-1/2">
                  <NameCell item={item} />
                </TableCell>
                <TableCell>{item.unit}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatMoney(item.rate)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{percent(item.taxRate)}</TableCell>
                <TableCell>
                  <AutoAdd companyId={companyId} item={item} editable={editable} />
                </TableCell>
                {actions && (
                  <TableCell className="py-1.5">
                    <RowButtons item={item} {...actions} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Billable items" className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="rounded-card border border-line bg-surface p-4 shadow-sm">
            <div className="flex items-start gap-2">
              <NameCell item={item} />
              {actions && (
                <div className="-mt-1.5 -mr-2 ml-auto">
                  <RowButtons item={item} {...actions} />
                </div>
              )}
            </div>
            <div className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="text-lg font-bold tabular-nums">{formatMoney(item.rate)}</span>
              <span className="text-ink-muted">per {item.unit}</span>
              <Badge className="ml-auto">Tax {percent(item.taxRate)}</Badge>
            </div>
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-3">
              <span className="text-sm font-medium">Add to new projects</span>
              <AutoAdd companyId={companyId} item={item} editable={editable} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
