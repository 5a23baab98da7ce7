import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ProjectCard } from '../api/types';
import { useArchiveProject } from '../api/archive-project';

type ArchiveDialogProps = {
  companyId: number;
  project: ProjectCard | null;
  onOpenChange: (open: boolean) => void;
};

/** Archive (to Completed) or Restore (to Active), after a confirmation (spec 002 §4). */
export function ArchiveDialog({ companyId, project, onOpenChange }: ArchiveDialogProps) {
  const archive = useArchiveProject(companyId, () => onOpenChange(false));
  const restoring = project ? !project.isActive : false;
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title={restoring ? 'Restore project?' : 'Archive project?'}
      description={
        <>
          <strong className="text-ink">{project?.name}</strong>{' '}
          {restoring
            ? 'goes back to Active Projects.'
            : 'moves to Completed. Its dockets, team and rates are kept, and you can restore it at any time.'}
        </>
      }
      confirmLabel={restoring ? 'Restore Project' : 'Archive Project'}
      pendingLabel={restoring ? 'Restoring…' : 'Archiving…'}
      pending={archive.isPending}
      onConfirm={() => project && archive.mutate({ project, isActive: restoring })}
    />
  );
}
