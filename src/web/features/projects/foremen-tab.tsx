import { Mail, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useForemen } from './api/get-foremen';
import type { ProjectCard, ProjectForeman } from './api/types';
import { ShareDialog } from './dialogs/share-dialog';
import { useAddForeman } from './api/add-foreman';
import { useDeleteForeman } from './api/delete-foreman';
import { AddForemanForm } from './add-foreman-form';
import { Section } from './section';

type ForemenTabProps = { companyId: number; role: Role; project: ProjectCard };

/** Code-access foremen (no account): who may approve with the project code; add and remove them. */
export function ForemenTab({ companyId, role, project }: ForemenTabProps) {
  const foremen = useForemen(project.id);
  const changes = {
    add: useAddForeman(companyId, project.id),
    remove: useDeleteForeman(companyId, project.id),
  };
  const [removing, setRemoving] = useState<ProjectForeman | null>(null);
  const [sharing, setSharing] = useState(false);
  const manage = can(role, 'projects.manageForemen');
  return (
    <div className="grid gap-4">
      <Section
        id="project-foremen-title"
        title="Foremen"
        action={
          <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            Share Code
          </Button>
        }
      >
        <p className="text-sm text-ink-muted">
          These foremen approve dockets with project code{' '}
          <span className="font-mono font-semibold text-ink">{project.code}</span>, without an account.
        </p>
        {foremen.isPending && <LoadingText label="Loading foremen…" />}
        {foremen.isError && <p className="text-sm font-medium text-danger">Failed to fetch foremen.</p>}
        {foremen.data?.length === 0 && <p className="text-sm font-medium">No foremen added yet.</p>}
        {foremen.data && foremen.data.length > 0 && (
          <ul aria-label="Foremen" className="divide-y divide-line">
            {foremen.data.map((foreman) => (
              <li key={foreman.id} className="flex items-center justify-between gap-3 py-2">
                <div className="grid min-w-0">
                  <span className="truncate font-semibold">{foreman.foremanName}</span>
                  <a
                    href={`mailto:${foreman.foremanEmail}`}
                    className="focus-ring flex items-center gap-1.5 truncate rounded text-sm text-ink-muted hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{foreman.foremanEmail}</span>
                  </a>
                </div>
                {manage && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${foreman.foremanName}`}
                    className="text-danger hover:bg-danger-soft"
                    onClick={() => setRemoving(foreman)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      {manage && <AddForemanForm add={changes.add} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove foreman?"
        description="Are you sure you want to remove this foreman from the project?"
        confirmLabel="Remove Foreman"
        pendingLabel="Removing…"
        pending={changes.remove.isPending}
        destructive
        onConfirm={() =>
          removing && changes.remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
      />
      <ShareDialog role={role} project={sharing ? project : null} onOpenChange={setSharing} />
    </div>
  );
}
