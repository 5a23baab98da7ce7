import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useProjectRateItems } from './api/get-project-rate-items';
import type { ProjectCard, ProjectRateItem } from './api/types';
import { AddRateItemDialog } from './dialogs/add-rate-item-dialog';
import { EditRateItemDialog } from './dialogs/edit-rate-item-dialog';
import { useDeleteProjectRateItem } from './api/delete-project-rate-item';
import { useUpdateProjectRateItem } from './api/update-project-rate-item';
import { RateItemRow } from './rate-item-row';
import { Section } from './section';

type RateItemsTabProps = { companyId: number; role: Role; project: ProjectCard };

/** The project's billable items: admin and office add, edit and remove; others see names and units. */
export function RateItemsTab({ companyId, role, project }: RateItemsTabProps) {
  const items = useProjectRateItems(project.id);
  const changes = {
    update: useUpdateProjectRateItem(companyId, project.id),
    remove: useDeleteProjectRateItem(companyId, project.id),
  };
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProjectRateItem | null>(null);
  const [removing, setRemoving] = useState<ProjectRateItem | null>(null);
  const manage = can(role, 'projectRateItems.manage');
  return (
    <Section
      id="project-rate-items-title"
      title="Rate Items"
      action={
        manage && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Rate Item
          </Button>
        )
      }
    >
      {!manage && (
        <p className="text-sm text-ink-muted">
          What you can record on this project. Rates are set by the office.
        </p>
      )}
      {items.isPending && <LoadingText label="Loading rate items…" />}
      {items.isError && <p className="text-sm font-medium text-danger">Failed to fetch rate items.</p>}
      {items.data?.length === 0 && <p className="text-sm font-medium">No rate items on this project yet.</p>}
      {items.data && items.data.length > 0 && (
        <ul aria-label="Project rate items" className="divide-y divide-line">
          {items.data.map((item) => (
            <RateItemRow
              key={item.id}
              item={item}
              manage={manage}
              onRateChange={(rate) => changes.update.mutateAsync({ id: item.id, values: { rate } })}
              onEdit={() => setEditing(item)}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </ul>
      )}
      {manage && (
        <>
          <AddRateItemDialog
            companyId={companyId}
            projectId={project.id}
            existing={items.data ?? []}
            open={adding}
            onOpenChange={setAdding}
          />
          <EditRateItemDialog
            companyId={companyId}
            projectId={project.id}
            item={editing}
            onOpenChange={(open) => !open && setEditing(null)}
          />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            title="Remove rate item?"
            description={`${removing?.name ?? 'This item'} will no longer be offered on new dockets for this project. Recorded dockets keep it.`}
            confirmLabel="Remove Item"
            pendingLabel="Removing…"
            pending={changes.remove.isPending}
            destructive
            onConfirm={() =>
              removing && changes.remove.mutate(removing, { onSuccess: () => setRemoving(null) })
            }
          />
        </>
      )}
    </Section>
  );
}
