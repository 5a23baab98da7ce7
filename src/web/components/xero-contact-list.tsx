import type { XeroContact } from '../../shared/xero/accounting-schemas';

/** Xero contacts to pick from (a search's results): each a button with its name and e-mail. */
export function XeroContactList({
  contacts,
  onPick,
}: {
  contacts: readonly XeroContact[];
  onPick: (contact: XeroContact) => void;
}) {
  if (contacts.length === 0) return null;
  return (
    <ul aria-label="Xero contacts" className="grid max-h-48 overflow-y-auto rounded-card border border-line">
      {contacts.map((contact) => (
        <li key={contact.ContactID} className="border-b border-line last:border-b-0">
          <button
            type="button"
            className="focus-ring grid w-full gap-0.5 px-3 py-2 text-left hover:bg-surface-muted"
            onClick={() => onPick(contact)}
          >
            <span className="font-medium">{contact.Name}</span>
            {contact.EmailAddress && <span className="text-sm text-ink-muted">{contact.EmailAddress}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
