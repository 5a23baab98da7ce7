import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { Contact } from './api/get-contacts';
import { ContactButtons, ContactLinks, ForemanBadge, type ContactHandlers } from './contact-actions';

type ContactsListProps = ContactHandlers & { contacts: Contact[] };

/** A client's contacts: cards on phones, a table from the sm breakpoint (spec 002 §2). */
export function ContactsList({ contacts, onEdit, onDelete }: ContactsListProps) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <>
      <ul className="grid gap-2 sm:hidden">
        {contacts.map((contact) => (
          <li key={contact.id} className="rounded-lg border border-line bg-surface p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {contact.name}
                  <ForemanBadge contact={contact} />
                </p>
                {contact.title && <p className="text-sm text-ink-muted">{contact.title}</p>}
              </div>
              <ContactButtons contact={contact} onEdit={onEdit} onDelete={onDelete} />
            </div>
            <div className="mt-1 grid gap-0.5 text-sm">
              <ContactLinks contact={contact} />
            </div>
          </li>
        ))}
      </ul>
      <div className="max-sm:hidden">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Contact details</TableHead>
              {actions && (
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {contacts.map((contact) => (
              <TableRow key={contact.id}>
                <TableCell className="font-semibold">
                  <span className="flex flex-wrap items-center gap-2">
                    {contact.name}
                    <ForemanBadge contact={contact} />
                  </span>
                </TableCell>
                <TableCell className="text-ink-muted">{contact.title || '—'}</TableCell>
                <TableCell>
                  <div className="grid">
                    <ContactLinks contact={contact} />
                    {!contact.email && !contact.phone && <span className="text-ink-muted">—</span>}
                  </div>
                </TableCell>
                {actions && (
                  <TableCell className="py-1">
                    <ContactButtons contact={contact} onEdit={onEdit} onDelete={onDelete} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
