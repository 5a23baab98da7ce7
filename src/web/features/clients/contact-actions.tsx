import { Mail, Phone } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { DeleteButton, EditButton } from '../../components/row-buttons';
import type { Contact } from './api/get-contacts';
import { EmailText } from './email-text';

export type ContactHandlers = {
  /** Edit and delete are for admin only (spec 002 §6); without handlers the list is read-only. */
  onEdit?: (contact: Contact) => void;
  onDelete?: (contact: Contact) => void;
};

export function ForemanBadge({ contact }: { contact: Contact }) {
  return contact.isForeman ? <Badge variant="brand">Foreman</Badge> : null;
}

/** The contact's e-mail and phone as links (tap to write or call). */
export function ContactLinks({ contact }: { contact: Contact }) {
  const link = 'focus-ring inline-flex min-h-8 min-w-0 items-center gap-1.5 rounded hover:underline';
  return (
    <>
      {contact.email && (
        <a href={`mailto:${contact.email}`} className={link}>
          <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <EmailText email={contact.email} />
        </a>
      )}
      {contact.phone && (
        <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={link}>
          <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          {contact.phone}
        </a>
      )}
    </>
  );
}

export function ContactButtons({ contact, onEdit, onDelete }: ContactHandlers & { contact: Contact }) {
  if (!onEdit && !onDelete) return null;
  return (
    <div className="flex justify-end gap-1">
      {onEdit && <EditButton name={contact.name} onClick={() => onEdit(contact)} />}
      {onDelete && <DeleteButton name={contact.name} onClick={() => onDelete(contact)} />}
    </div>
  );
}
