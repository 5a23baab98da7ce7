import { Info, UserPlus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { ContactPrefill } from './client-contact';

type ContactPrefillNoteProps = {
  prefill: ContactPrefill;
  /** The contact as it is now: once one is picked, or the client's name typed, nothing is offered. */
  contact: { name: string; id?: string };
  /** Types the client's name as the contact (Xero adds a contact of a new name). */
  onUseName: (name: string) => void;
};

/** Why the contact is, or is not, prefilled from the dockets' client (issue 29). */
export function contactPrefillText(prefill: ContactPrefill): string | null {
  switch (prefill.kind) {
    case 'found':
      return `Prefilled from the dockets' client, ${prefill.client.name}.`;
    case 'several-contacts':
      return `${prefill.contacts.length} Xero contacts match ${prefill.client.name}: pick the one to invoice.`;
    case 'not-found':
      return `${prefill.client.name} was not found in Xero. Search for its contact, or add it as a new contact.`;
    case 'failed':
      return prefill.client
        ? `Could not look for ${prefill.client.name} in Xero. Search for its contact.`
        : "Could not read the dockets' client. Search for the Xero contact.";
    case 'several-clients':
      return `These dockets are for ${prefill.names.length} clients (${prefill.names.join(', ')}), so no contact is prefilled. Pick the one to invoice.`;
    case 'no-client':
      return "The dockets' project has no client, so no contact is prefilled.";
    case 'loading':
      return null;
  }
}

export function ContactPrefillNote({ prefill, contact, onUseName }: ContactPrefillNoteProps) {
  const text = contactPrefillText(prefill);
  if (!text) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">
      <p role="status" className="flex min-w-0 flex-1 basis-64 items-start gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        <span>{text}</span>
      </p>
      {prefill.kind === 'not-found' && contact.id === undefined && contact.name !== prefill.client.name && (
        <Button type="button" variant="outline" size="sm" onClick={() => onUseName(prefill.client.name)}>
          <UserPlus aria-hidden="true" />
          Add {prefill.client.name}
        </Button>
      )}
    </div>
  );
}
