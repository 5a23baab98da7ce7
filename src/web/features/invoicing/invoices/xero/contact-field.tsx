import { CircleCheckBig } from 'lucide-react';
import { CONTACT_SEARCH_HINT, CONTACT_SEARCH_MIN } from '../../../../../shared/xero/accounting-schemas';
import { FormField } from '../../../../components/form-field';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { useXeroContactSearch } from '../../api/get-xero-contacts';
import { XeroContactList } from '../../../../components/xero-contact-list';
import type { ContactPrefill } from './client-contact';
import { ContactPrefillNote } from './contact-prefill-note';

/** Who the invoice is to: a Xero contact picked from the search, or a name as typed. */
export type Contact = { name: string; id?: string };

type ContactFieldProps = {
  value: Contact;
  error?: string;
  onChange: (contact: Contact) => void;
  /** What the dockets' client gave (issue 29): said under the field; several matches are offered. */
  prefill: ContactPrefill;
};

/**
 * The contact picker (002 §5): from 2 characters it searches Xero's contacts; a contact may be
 * picked from the results, or the typed name kept (Xero then makes a contact of it). It starts on
 * the dockets' client's contact when Xero has exactly one (issue 29).
 */
export function ContactField({ value, error, onChange, prefill }: ContactFieldProps) {
  const picked = value.id !== undefined;
  const results = useXeroContactSearch(value.name, !picked);
  const short = value.name.trim().length < CONTACT_SEARCH_MIN;
  const offered = prefill.kind === 'several-contacts' ? prefill.contacts : [];
  const contacts = picked ? [] : short ? offered : (results.data?.contacts ?? []);
  const hint = picked ? (
    <span className="flex items-center gap-1.5 text-success">
      <CircleCheckBig aria-hidden="true" className="size-4" />
      Xero contact
    </span>
  ) : short && contacts.length ? (
    'Pick a contact, or search Xero contacts.'
  ) : short ? (
    CONTACT_SEARCH_HINT
  ) : results.isFetching ? (
    <span className="flex items-center gap-1.5">
      <Spinner /> Searching Xero contacts…
    </span>
  ) : results.isError ? (
    'Could not search Xero contacts; the name as typed will be used.'
  ) : contacts.length ? (
    'Pick a contact, or keep the name as typed.'
  ) : (
    'No Xero contact matches; Xero will add this name as a new contact.'
  );
  return (
    <div className="grid gap-2">
      <FormField id="xero-contact" label="Contact" required error={error} hint={hint}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder="Search Xero contacts or type a name"
            value={value.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </FormField>
      <ContactPrefillNote prefill={prefill} contact={value} onUseName={(name) => onChange({ name })} />
      <XeroContactList
        contacts={contacts}
        onPick={(contact) => onChange({ name: contact.Name, id: contact.ContactID })}
      />
    </div>
  );
}
