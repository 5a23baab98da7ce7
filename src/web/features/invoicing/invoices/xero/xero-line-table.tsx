import type { TaxCode } from '../../../../../shared/xero/accounting-schemas';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import { XERO_ACCOUNT_CODE } from '../../../../../shared/invoicing/xero-schemas';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { shortQuantity } from '../create/invoice-preview';
import { LineItemsTable, type LineColumn } from '../line-items-table';
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
  const taxSelect = (line: XeroLine) => (
    <TaxSelect
      line={line}
      codes={codes}
      disabled={disabled}
      onChange={(taxType) => onTaxType(line.key, taxType)}
    />
  );
  const columns: LineColumn<XeroLine>[] = [
    { heading: 'Description', value: (line) => line.description },
    { heading: 'Qty', figure: true, value: (line) => shortQuantity(line.quantity) },
    { heading: 'Unit Price', figure: true, value: (line) => formatMoney(line.unitAmount) },
    { heading: 'Account', value: () => XERO_ACCOUNT_CODE },
    { heading: 'Tax Rate', headClassName: 'min-w-48', value: taxSelect },
  ];
  return (
    <LineItemsTable
      lines={lines}
      columns={columns}
      cardClassName="grid gap-2"
      card={(line) => (
        <>
          <p className="text-ink-muted tabular-nums">
            {shortQuantity(line.quantity)} × {formatMoney(line.unitAmount)} · Account {XERO_ACCOUNT_CODE}
          </p>
          {taxSelect(line)}
        </>
      )}
      totals={xeroTotals(lines, codes)}
    />
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
