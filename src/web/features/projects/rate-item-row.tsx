import { Badge } from '../../components/ui/badge';
import { DeleteButton, EditButton } from '../../components/row-buttons';
import type { ProjectRateItem } from './api/types';
import { taxPercent } from './format';
import { InlineRate } from './inline-rate';

type RateItemRowProps = {
  item: ProjectRateItem;
  /** Admin and office: the inline rate, Edit and Remove. Others: name and unit only. */
  manage: boolean;
  onRateChange: (rate: number) => Promise<unknown>;
  onEdit: () => void;
  onRemove: () => void;
};

export function RateItemRow({ item, manage, onRateChange, onEdit, onRemove }: RateItemRowProps) {
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {item.name}
          <span className="text-sm font-normal text-ink-muted">per {item.unit}</span>
          {item.overtimeEnabled && <Badge variant="yellow">Overtime</Badge>}
        </p>
        {item.description && <p className="text-sm text-ink-muted">{item.description}</p>}
        {manage && item.taxRate !== undefined && (
          <p className="text-sm text-ink-muted">Tax {taxPercent(item.taxRate)}</p>
        )}
      </div>
      {manage && item.rate !== undefined && (
        <div className="flex items-start gap-1">
          <InlineRate
            key={item.rate}
            name={item.name}
            unit={item.unit}
            rate={item.rate}
            onSave={onRateChange}
          />
          <EditButton name={item.name} onClick={onEdit} />
          <DeleteButton verb="Remove" name={item.name} onClick={onRemove} />
        </div>
      )}
    </li>
  );
}
