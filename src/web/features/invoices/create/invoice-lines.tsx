import { formatMoney } from '../../../../shared/docket-math';
import { formatCalendarDate } from '../../../../shared/dates';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { shortQuantity, type InvoicePreview, type PreviewLine } from './invoice-preview';
import { MoneyTotals } from '../../../components/money-totals';

const gstText = (line: PreviewLine) => `${formatMoney(line.taxAmount)} (${Number(line.taxRate)}%)`;

/** The line-item table (one line per work item) and the totals footer: Subtotal, GST, Total. */
export function InvoiceLines({ preview }: { preview: InvoicePreview }) {
  if (!preview.lines.length)
    return (
      <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
        These dockets have no billable work items, so there is nothing to invoice.
      </p>
    );
  return (
    <section aria-label="Line items" className="grid gap-3">
      <ul className="grid gap-2 md:hidden">
        {preview.lines.map((line) => (
          <li key={line.key} className="rounded-card border border-line p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{line.description}</span>
              <span className="font-semibold tabular-nums">{formatMoney(line.lineAmount)}</span>
            </div>
            <p className="text-ink-muted">
              {formatCalendarDate(line.date, 'short')} · {line.workerName}
            </p>
            <p className="text-ink-muted tabular-nums">
              {shortQuantity(line.quantity)} {line.unit} × {formatMoney(line.unitPrice)} · GST {gstText(line)}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table scrollLabel="Line items">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Worker</TableHead>
              <TableHead>Item</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead>Unit</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              <TableHead className="text-right">GST</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.lines.map((line) => (
              <TableRow key={line.key}>
                <TableCell className="whitespace-nowrap">{formatCalendarDate(line.date, 'short')}</TableCell>
                <TableCell>{line.workerName}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell className="text-right tabular-nums">{shortQuantity(line.quantity)}</TableCell>
                <TableCell>{line.unit}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(line.unitPrice)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{gstText(line)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(line.lineAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <MoneyTotals subtotal={preview.subtotal} gst={preview.gst} total={preview.total} />
    </section>
  );
}
