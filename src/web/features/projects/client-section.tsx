import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { EmailText, useClients } from '../clients/api';
import type { ProjectCard } from './api/types';
import { AssignClientDialog } from './dialogs/assign-client-dialog';
import { DetailList, Section } from './section';

type ClientSectionProps = { companyId: number; role: Role; project: ProjectCard };

/** Client Information, with Assign Client for admin and office. */
export function ClientSection({ companyId, role, project }: ClientSectionProps) {
  const [assigning, setAssigning] = useState(false);
  const clients = useClients(companyId);
  const assign = can(role, 'projects.assignClient');
  const client = clients.data?.find((c) => c.id === project.clientId);
  return (
    <Section
      id="project-client-title"
      title="Client Information"
      action={
        assign && (
          <Button variant="ghost" size="sm" onClick={() => setAssigning(true)}>
            <Building2 aria-hidden="true" />
            {project.clientId ? 'Change' : 'Assign'}
            <span className="sr-only"> client</span>
          </Button>
        )
      }
    >
      {project.clientId === null ? (
        <p className="text-sm text-ink-muted">No client assigned</p>
      ) : clients.isPending ? (
        <LoadingText label="Loading client…" />
      ) : client ? (
        <DetailList
          rows={[
            { term: 'Client', detail: client.name },
            { term: 'Contact', detail: client.contactPerson },
            { term: 'Email', detail: client.email && <EmailText email={client.email} /> },
            { term: 'Phone', detail: client.phone },
            { term: 'Address', detail: client.address },
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">{project.clientName ?? 'Client not found'}</p>
      )}
      {assign && (
        <AssignClientDialog
          companyId={companyId}
          project={project}
          open={assigning}
          onOpenChange={setAssigning}
        />
      )}
    </Section>
  );
}
