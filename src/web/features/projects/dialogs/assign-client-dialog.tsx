import { useState } from 'react';
import { ClientSelect } from '../../../components/client-select';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/form-field';
import { useClients } from '../../clients/api';
import type { ProjectCard } from '../api/types';
import { useUpdateProject } from '../api/update-project';

type AssignClientDialogProps = {
  companyId: number;
  project: ProjectCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Assign Client to Project (admin and office): set a client or clear it (spec 002 §4). */
export function AssignClientDialog({ companyId, project, open, onOpenChange }: AssignClientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Assign Client to Project</DialogTitle>
          <DialogDescription>Who is {project.name} for? Invoices go to this client.</DialogDescription>
        </DialogHeader>
        <ClientPicker companyId={companyId} project={project} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClientPicker({
  companyId,
  project,
  onDone,
}: {
  companyId: number;
  project: ProjectCard;
  onDone: () => void;
}) {
  const [clientId, setClientId] = useState<number | null>(project.clientId);
  const clients = useClients(companyId);
  const update = useUpdateProject(companyId, project.id, onDone);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (clientId === project.clientId) onDone();
        else update.mutate({ clientId });
      }}
    >
      <FormField id="assign-client" label="Client">
        {(control) => (
          <ClientSelect
            {...control}
            clients={clients.data}
            value={clientId}
            onChange={setClientId}
            disabled={update.isPending}
          />
        )}
      </FormField>
      <FormDialogFooter pending={update.isPending} pendingLabel="Saving…" submitLabel="Save Client" />
    </form>
  );
}
