import type { TaxCode } from '../../../../shared/schemas/xero-accounting';
import { formatMoney } from '../../../../shared/docket-math';
import { XERO_ACCOUNT_CODE } from '../../../../shared/schemas/xero-invoices';
import { MoneyTotals } from '../../../components/money-totals';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { shortQuantity } from '../create/invoice-preview';
import { xeroTotals, type XeroLine } from './xero-lines';

type LineTableProps = {
  lines: XeroLine[];
  codes: TaxCode[];
  disabled: boolean;
  onTaxType: (key: string, taxType: string) => void;
};

/**
 * The line items (cards on a phone, a table from md) with each line's tax code, then the totals as
 * Xero will compute them (sums of rounded lines).
 */
export function XeroLineTable({ lines, codes, disabled, onTaxType }: LineTableProps) {
  if (!lines.length)
    return (
      <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
        These dockets have no billable work items, so there is nothing to invoice.
      </p>
    );
  const taxSelect = (line: XeroLine) => (
    <TaxSelect
      line={line}
      codes={codes}
      disabled={disabled}
      onChange={(taxType) => onTaxType(line.key, taxType)}
    />
  );
  return (
    <section aria-label="Line items" className="grid gap-3">
      <ul className="grid gap-2 md:hidden">
        {lines.map((line) => (
          <li key={line.key} className="grid gap-2 rounded-card border border-line p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{line.description}</span>
              <span className="font-semibold tabular-nums">{formatMoney(line.lineAmount)}</span>
            </div>
            <p className="text-ink-muted tabular-nums">
              {shortQuantity(line.quantity)} × {formatMoney(line.unitAmount)} · Account {XERO_ACCOUNT_CODE}
            </p>
            {taxSelect(line)}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table scrollLabel="Line items">
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              <TableHead>Account</TableHead>
              <TableHead className="min-w-48">Tax Rate</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key}>
                <TableCell>{line.description}</TableCell>
                <TableCell className="text-right tabular-nums">{shortQuantity(line.quantity)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(line.unitAmount)}</TableCell>
                <TableCell>{XERO_ACCOUNT_CODE}</TableCell>
                <TableCell>{taxSelect(line)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(line.lineAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <MoneyTotals {...xeroTotals(lines, codes)} />
    </section>
  );
}

type TaxSelectProps = {
  line: XeroLine;
  codes: TaxCode[];
  disabled: boolean;
  onChange: (taxType: string) => void;
};

function TaxSelect({ line, codes, disabled, onChange }: TaxSelectProps) {
  return (
    <Select value={line.taxType} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger aria-label={`Tax rate for ${line.description}`} className="h-10 text-sm">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {codes.map((code) => (
          <SelectItem key={code.id} value={code.taxType}>
            {code.name} ({Number(code.effectiveRate)}%)
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
