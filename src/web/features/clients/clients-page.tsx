import { Building2, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { useAuth } from '../auth/api';
import { useClients, type Client } from './api/get-clients';
import { ClientCard } from './client-card';
import { useDeleteClient } from './api/delete-client';
import { ClientFormDialog } from './client-form-dialog';
import { ClientProfileDialog } from './client-profile-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** /clients (spec 002 §2): the client cards, the profile with contacts, add, edit and delete. */
export default function ClientsPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  return <Clients companyId={company.id} role={user.role} />;
}

function Clients({ companyId, role }: { companyId: number; role: Role }) {
  const clients = useClients(companyId);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const remove = useDeleteClient(companyId, () => setDeleting(null));
  const manage = can(role, 'clients.manage');
  const openForm = (client: Client | null) => {
    setEditing(client);
    setFormOpen(true);
  };
  const viewing = clients.data?.find((c) => c.id === viewingId) ?? null;

  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Clients</h1>
          <p className="text-base text-ink-muted">The builders, councils and developers you work for.</p>
        </div>
        {manage && (
          <Button onClick={() => openForm(null)} className="max-sm:w-full">
            <Plus aria-hidden="true" />
            Add Client
          </Button>
        )}
      </div>
      {clients.isPending && (
        <LoadingText label="Loading clients…" className="justify-center py-16 text-base" />
      )}
      {clients.isError && (
        <div role="alert" className="grid justify-items-center gap-3 rounded-card bg-surface p-8 text-center">
          <p className="font-semibold">Failed to fetch clients</p>
          <Button variant="outline" onClick={() => void clients.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}
      {clients.data?.length === 0 && (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
            <Building2 aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-lg font-bold">No clients yet</h2>
          <p className="max-w-sm text-sm text-ink-muted">
            Add the businesses you work for, then link them to projects for invoicing.
          </p>
        </div>
      )}
      {clients.data && clients.data.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {clients.data.map((client) => (
            <ClientCard
              key={client.id}
              client={client}
              onView={(c) => setViewingId(c.id)}
              onEdit={manage ? openForm : undefined}
              onDelete={manage ? setDeleting : undefined}
            />
          ))}
        </div>
      )}
      <ClientProfileDialog
        companyId={companyId}
        role={role}
        client={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
      />
      <ClientFormDialog companyId={companyId} client={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete client?"
        description={
          <>
            <strong className="text-ink">{deleting?.name}</strong> and its contacts will be deleted. Its
            projects stay, without a client.
          </>
        }
        confirmLabel="Delete Client"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </main>
  );
}
