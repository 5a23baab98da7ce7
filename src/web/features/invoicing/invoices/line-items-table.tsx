import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { MoneyTotals } from '../../../components/money-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

type Line = { key: string; description: string; lineAmount: string };

/** One column of the table from md, before the Amount column every invoice ends on. */
export type LineColumn<L extends Line> = {
  heading: string;
  /** A figure: right-aligned, with tabular digits. */
  figure?: boolean;
  headClassName?: string;
  cellClassName?: string;
  value: (line: L) => ReactNode;
};

type LineItemsTableProps<L extends Line> = {
  lines: readonly L[];
  columns: readonly LineColumn<L>[];
  /** What a phone's card shows under the line's description and amount. */
  card: (line: L) => ReactNode;
  cardClassName?: string;
  totals: { subtotal: string; gst: string; total: string };
};

/**
 * An invoice's line items (cards on a phone, a table from md, each line's amount last) and the
 * totals footer: Subtotal, GST, Total. With no lines it says there is nothing to invoice.
 */
export function LineItemsTable<L extends Line>({
  lines,
  columns,
  card,
  cardClassName,
  totals,
}: LineItemsTableProps<L>) {
  if (!lines.length)
    return (
      <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
        These dockets have no billable work items, so there is nothing to invoice.
      </p>
    );
  return (
    <section aria-label="Line items" className="grid gap-3">
      <ul className="grid gap-2 md:hidden">
        {lines.map((line) => (
          <li key={line.key} className={cn(cardClassName, 'rounded-card border border-line p-3 text-sm')}>
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{line.description}</span>
              <span className="font-semibold tabular-nums">{formatMoney(line.lineAmount)}</span>
            </div>
            {card(line)}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table scrollLabel="Line items">
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead
                  key={column.heading}
                  className={cn(column.figure && 'text-right', column.headClassName)}
                >
                  {column.heading}
                </TableHead>
              ))}
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key}>
                {columns.map((column) => (
                  <TableCell
                    key={column.heading}
                    className={cn(column.figure && 'text-right tabular-nums', column.cellClassName)}
                  >
                    {column.value(line)}
                  </TableCell>
                ))}
                <TableCell className="text-right tabular-nums">{formatMoney(line.lineAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <MoneyTotals subtotal={totals.subtotal} gst={totals.gst} total={totals.total} />
    </section>
  );
}
