import { formatMoney } from '../../../../../shared/dockets/docket-math';
import { formatCalendarDate } from '../../../../../shared/dates';
import { LineItemsTable, type LineColumn } from '../line-items-table';
import { shortQuantity, type InvoicePreview, type PreviewLine } from './invoice-preview';

const gstText = (line: PreviewLine) => `${formatMoney(line.taxAmount)} (${Number(line.taxRate)}%)`;

const columns: LineColumn<PreviewLine>[] = [
  {
    heading: 'Date',
    cellClassName: 'whitespace-nowrap',
    value: (line) => formatCalendarDate(line.date, 'short'),
  },
  { heading: 'Worker', value: (line) => line.workerName },
  { heading: 'Item', value: (line) => line.description },
  { heading: 'Qty', figure: true, value: (line) => shortQuantity(line.quantity) },
  { heading: 'Unit', value: (line) => line.unit },
  { heading: 'Unit Price', figure: true, value: (line) => formatMoney(line.unitPrice) },
  { heading: 'GST', figure: true, cellClassName: 'whitespace-nowrap', value: gstText },
];

/** The line-item table (one line per work item) and the totals footer: Subtotal, GST, Total. */
export function InvoiceLines({ preview }: { preview: InvoicePreview }) {
  return (
    <LineItemsTable
      lines={preview.lines}
      columns={columns}
      card={(line) => (
        <>
          <p className="text-ink-muted">
            {formatCalendarDate(line.date, 'short')} · {line.workerName}
          </p>
          <p className="text-ink-muted tabular-nums">
            {shortQuantity(line.quantity)} {line.unit} × {formatMoney(line.unitPrice)} · GST {gstText(line)}
          </p>
        </>
      )}
      totals={preview}
    />
  );
}
