import { DeleteButton, EditButton } from '../../../components/row-buttons';
import { Switch } from '../../../components/ui/switch';
import { useToggleAutoCreate } from '../api/set-rate-item-auto-create';
import type { CompanyRateItem } from '../api/types';

/** What a row of the billable-items list can ask its tab to do. */
export type RateItemActions = {
  onEdit: (item: CompanyRateItem) => void;
  onDelete: (item: CompanyRateItem) => void;
};

/** The "add to new projects" switch of one item, saved as soon as it is flipped. */
export function AutoCreateSwitch({ companyId, item }: { companyId: number; item: CompanyRateItem }) {
  const toggle = useToggleAutoCreate(companyId);
  const pending = toggle.isPending ? toggle.variables : undefined;
  return (
    <Switch
      aria-label={`Add ${item.name} to new projects automatically`}
      checked={pending?.id === item.id ? pending.autoCreate : item.autoCreate}
      disabled={toggle.isPending}
      onCheckedChange={(autoCreate) => toggle.mutate({ id: item.id, autoCreate })}
    />
  );
}

/** Edit and Delete icon buttons of one item. */
export function RowButtons({ item, onEdit, onDelete }: RateItemActions & { item: CompanyRateItem }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <EditButton name={item.name} onClick={() => onEdit(item)} />
      <DeleteButton name={item.name} onClick={() => onDelete(item)} />
    </div>
  );
}
