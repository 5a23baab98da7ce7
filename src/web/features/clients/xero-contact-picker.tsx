import { CircleCheckBig, X } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_SEARCH_HINT, CONTACT_SEARCH_MIN } from '../../../shared/xero/accounting-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { XeroContactList } from '../../components/xero-contact-list';
import { useXeroContactSearch } from '../invoicing/api/get-xero-contacts';
import { useXeroConnection } from '../xero/api/get-xero-status';

export type XeroContactChoice = { id: string; name: string } | null;

type XeroContactPickerProps = { value: XeroContactChoice; onChange: (contact: XeroContactChoice) => void };

/**
 * The client's 'Xero contact' (issue 27): the contact its automatic invoices go to, picked from
 * the search of Xero's contacts (never a typed name, never guessed). Shown only while the company
 * is connected to Xero.
 */
export function XeroContactPicker(props: XeroContactPickerProps) {
  const status = useXeroConnection();
  if (!status.data?.connected) return null;
  return <Picker {...props} />;
}

function Picker({ value, onChange }: XeroContactPickerProps) {
  const [text, setText] = useState('');
  const results = useXeroContactSearch(text, value === null);
  if (value)
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-semibold">Xero contact</span>
        <div className="flex items-center gap-2 rounded-lg border border-line px-3 py-2">
          <CircleCheckBig aria-hidden="true" className="size-4 shrink-0 text-success" />
          <span className="min-w-0 flex-1 truncate">{value.name}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Change
          </Button>
        </div>
        <p className="text-sm text-ink-muted">Automatic invoices of this client go to this contact.</p>
      </div>
    );
  const short = text.trim().length < CONTACT_SEARCH_MIN;
  const contacts = short ? [] : (results.data?.contacts ?? []);
  const hint = short ? (
    `${CONTACT_SEARCH_HINT}. Automatic invoices need one.`
  ) : results.isFetching ? (
    <span className="flex items-center gap-1.5">
      <Spinner /> Searching Xero contacts…
    </span>
  ) : results.isError ? (
    'Could not search Xero contacts. Please try again.'
  ) : contacts.length ? (
    'Pick the contact its invoices go to.'
  ) : (
    'No Xero contact matches.'
  );
  return (
    <div className="grid gap-2">
      <FormField id="client-xero-contact" label="Xero contact" hint={hint}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder="Search Xero contacts"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      <XeroContactList contacts={contacts} onPick={(c) => onChange({ id: c.ContactID, name: c.Name })} />
    </div>
  );
}
