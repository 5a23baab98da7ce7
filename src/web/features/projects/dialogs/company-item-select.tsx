import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import type { ControlProps } from '../../../components/form-field';
import type { CompanyRateItem } from '../api/types';
import { formatRate } from '../format';

type CompanyItemSelectProps = ControlProps & {
  choices: CompanyRateItem[];
  loading: boolean;
  value: number | undefined;
  onChange: (item: CompanyRateItem) => void;
};

/** Picks one of the company's billable items, each shown with its company rate. */
export function CompanyItemSelect({ choices, loading, value, onChange, ...control }: CompanyItemSelectProps) {
  return (
    <Select
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => {
        const item = choices.find((c) => c.id === Number(next));
        if (item) onChange(item);
      }}
      disabled={loading}
    >
      <SelectTrigger {...control}>
        <SelectValue placeholder={loading ? 'Loading items…' : 'Select a company item'} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((item) => (
          <SelectItem key={item.id} value={String(item.id)}>
            {item.name} · {formatRate(item.rate, item.unit)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
