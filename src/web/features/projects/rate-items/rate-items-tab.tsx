import { Plus, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
import { RateItemDialog } from './rate-item-dialog';
import { RateItemList } from './rate-item-list';
import { useDeleteRateItem } from '../api/delete-company-rate-item';
import { useCompanyRateItems } from '../api/get-company-rate-items';
import type { CompanyRateItem } from '../api/types';

type Editing = { item: CompanyRateItem | null; key: number };

/**
 * Settings → Billable Items: the company's rate items, with create, edit, delete and auto-add for
 * those who manage them; read-only for a foreman (002 §2, §6).
 */
export function RateItemsTab({ companyId, manages }: { companyId: number; manages: boolean }) {
  const items = useCompanyRateItems(companyId);
  const remove = useDeleteRateItem(companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<CompanyRateItem | null>(null);

  const openDialog = (item: CompanyRateItem | null) => {
    setEditing((last) => ({ item, key: (last?.key ?? 0) + 1 }));
    setDialogOpen(true);
  };
  const addButton = (
    <Button onClick={() => openDialog(null)}>
      <Plus aria-hidden="true" />
      Add Rate Item
    </Button>
  );

  return (
    <section aria-labelledby="rate-items-title" className="grid gap-5">
      <SectionHeading
        id="rate-items-title"
        title="Billable Items"
        description={
          manages
            ? 'Your standard rates for labour, plant and materials. Add them to projects, where each project can have its own rate.'
            : 'The company’s standard rates for labour, plant and materials. The office keeps them up to date.'
        }
        action={manages && items.data?.length ? addButton : undefined}
      />
      <QueryState query={items} failure="Failed to fetch rate items" loading="Loading billable items…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={ReceiptText}
              title="No billable items yet"
              text={
                manages
                  ? 'Add what you charge for, such as labour by the hour or an excavator by the day. Workers choose from these when they record a docket.'
                  : 'The office adds what the company charges for. They will show here.'
              }
              action={manages ? addButton : undefined}
            />
          ) : (
            <RateItemList
              companyId={companyId}
              items={list}
              actions={manages ? { onEdit: openDialog, onDelete: setDeleting } : null}
            />
          )
        }
      </QueryState>
      {editing && (
        <RateItemDialog
          key={editing.key}
          companyId={companyId}
          item={editing.item}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'rate item'}?`}
        description="It will no longer be offered for new projects. Projects that already use it keep their own copy and rate."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}
