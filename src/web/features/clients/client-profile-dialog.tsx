import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { LoadingText } from '../../components/ui/spinner';
import type { Client } from './api/get-clients';
import { useContacts, type Contact } from './api/get-contacts';
import { ClientDetails, countsText } from './client-details';
import { useDeleteContact } from './api/delete-contact';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ContactFormDialog } from './contact-form-dialog';
import { ContactsList } from './contacts-list';

type ClientProfileDialogProps = {
  companyId: number;
  role: Role;
  client: Client | null;
  onOpenChange: (open: boolean) => void;
};

/** The client profile (spec 002 §2): details and the contacts list. */
export function ClientProfileDialog({ companyId, role, client, onOpenChange }: ClientProfileDialogProps) {
  return (
    <Dialog open={client !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl grid-cols-[minmax(0,1fr)]">
        {client && (
          <>
            <DialogHeader>
              <DialogTitle className="text-xl">{client.name}</DialogTitle>
              <DialogDescription>{countsText(client)}</DialogDescription>
            </DialogHeader>
            <ClientDetails client={client} className="grid gap-2 text-sm sm:grid-cols-2" />
            <ContactsSection companyId={companyId} role={role} client={client} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ContactsSection({ companyId, role, client }: { companyId: number; role: Role; client: Client }) {
  const contacts = useContacts(client.id);
  const [editing, setEditing] = useState<Contact | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact(companyId, client.id, () => setDeleting(null));
  const manage = can(role, 'contacts.manage');
  const openForm = (contact: Contact | null) => {
    setEditing(contact);
    setFormOpen(true);
  };
  return (
    <section aria-labelledby="contacts-title" className="grid gap-3 border-t border-line pt-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="contacts-title" className="text-base font-bold">
          Contacts
        </h3>
        {can(role, 'contacts.create') && (
          <Button size="sm" variant="outline" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add Contact
          </Button>
        )}
      </div>
      {contacts.isPending && <LoadingText label="Loading contacts…" />}
      {contacts.isError && <p className="text-sm font-medium text-danger">Failed to fetch contacts.</p>}
      {contacts.data?.length === 0 && (
        <p className="flex items-center gap-2 rounded-lg bg-canvas px-3 py-4 text-sm text-ink-muted">
          <UsersRound aria-hidden="true" className="size-5" />
          No contacts yet.
        </p>
      )}
      {contacts.data && contacts.data.length > 0 && (
        <ContactsList
          contacts={contacts.data}
          onEdit={manage ? openForm : undefined}
          onDelete={manage ? setDeleting : undefined}
        />
      )}
      <ContactFormDialog
        companyId={companyId}
        client={client}
        contact={editing}
        open={formOpen}
        onOpenChange={setFormOpen}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete contact?"
        description={`${deleting?.name ?? 'This contact'} will be removed from ${client.name}.`}
        confirmLabel="Delete Contact"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
