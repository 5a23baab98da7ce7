import type { Role } from '../../../shared/roles';
import { useProjects } from './api/get-projects';
import { ProjectDetailDialog } from './project-detail-dialog';
import { ArchiveDialog } from './dialogs/archive-dialog';
import { ManageTeamDialog } from './dialogs/manage-team-dialog';
import { ProjectFormDialog } from './dialogs/project-form-dialog';
import { ShareDialog } from './dialogs/share-dialog';
import type { ProjectAction } from './project-card';

export type OpenProjectDialog = { kind: ProjectAction; projectId: number };

type ProjectDialogsProps = {
  companyId: number;
  role: Role;
  open: OpenProjectDialog | null;
  onOpen: (open: OpenProjectDialog) => void;
  onClose: () => void;
  creating: boolean;
  onCreatingChange: (open: boolean) => void;
};

/** The dialogs the cards open; each reads its project from the cached list, so it shows fresh data. */
export function ProjectDialogs({
  companyId,
  role,
  open,
  onOpen,
  onClose,
  creating,
  onCreatingChange,
}: ProjectDialogsProps) {
  const projects = useProjects(companyId);
  const project = open ? (projects.data?.find((p) => p.id === open.projectId) ?? null) : null;
  const shown = (kind: ProjectAction) => (open?.kind === kind ? project : null);
  const close = (next: boolean) => !next && onClose();
  return (
    <>
      <ProjectDetailDialog companyId={companyId} role={role} project={shown('detail')} onOpenChange={close} />
      <ManageTeamDialog companyId={companyId} project={shown('team')} onOpenChange={close} />
      <ShareDialog role={role} project={shown('share')} onOpenChange={close} />
      <ArchiveDialog companyId={companyId} project={shown('archive')} onOpenChange={close} />
      <ProjectFormDialog
        companyId={companyId}
        project={null}
        open={creating}
        onOpenChange={onCreatingChange}
        onCreated={(created) => onOpen({ kind: 'detail', projectId: created.id })}
      />
    </>
  );
}
