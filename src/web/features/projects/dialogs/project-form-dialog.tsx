import type { ProjectCard } from '../api/types';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ProjectForm } from './project-form';

type Created = Pick<ProjectCard, 'id'>;

type ProjectFormDialogProps = {
  companyId: number;
  /** The project to edit; null creates a new one. */
  project: ProjectCard | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (project: Created) => void;
};

/** New Project and Edit Project Details (admin, spec 002 §2, §5). */
export function ProjectFormDialog({
  companyId,
  project,
  open,
  onOpenChange,
  onCreated,
}: ProjectFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{project ? 'Edit Project Details' : 'New Project'}</DialogTitle>
          <DialogDescription>
            {project
              ? `Change the details of ${project.name}.`
              : 'A project gets its own 6-digit code that foremen use to approve dockets.'}
          </DialogDescription>
        </DialogHeader>
        <ProjectForm
          companyId={companyId}
          project={project}
          onDone={(saved) => {
            onOpenChange(false);
            if (!project) onCreated?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
