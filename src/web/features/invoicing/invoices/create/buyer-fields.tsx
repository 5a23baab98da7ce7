import { ClientSelect } from '../../../../components/client-select';
import { FormField, InputField } from '../../../../components/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { useClients, useContacts, type Client } from '../../../clients/api';

const TYPED = 'typed';

export type Buyer = { clientId: number | null; contactName: string; contactEmail: string };
export type BuyerErrors = Partial<Record<'clientId' | 'contactName' | 'contactEmail', string>>;

type BuyerFieldsProps = {
  companyId: number;
  buyer: Buyer;
  errors: BuyerErrors;
  onChange: (buyer: Buyer) => void;
};

/** The client's own contact person, as the server defaults it when no contact is given. */
export const clientContact = (client: Client | undefined): Pick<Buyer, 'contactName' | 'contactEmail'> => ({
  contactName: client?.contactPerson ?? '',
  contactEmail: client?.email ?? '',
});

/**
 * Who the invoice is to: the client (defaulted to the dockets' projects' client, choosable) and its
 * contact, picked from the client's contacts or typed.
 */
export function BuyerFields({ companyId, buyer, errors, onChange }: BuyerFieldsProps) {
  const clients = useClients(companyId);
  const choose = (clientId: number | null) => {
    const client = clients.data?.find((c) => c.id === clientId);
    onChange({ clientId, ...clientContact(client) });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="invoice-client" label="Client" error={errors.clientId}>
        {(control) => (
          <ClientSelect {...control} clients={clients.data} value={buyer.clientId} onChange={choose} />
        )}
      </FormField>
      {buyer.clientId === null ? (
        <div aria-hidden="true" className="hidden sm:block" />
      ) : (
        <ContactPicker clientId={buyer.clientId} buyer={buyer} onChange={onChange} />
      )}
      <InputField
        id="invoice-contact-name"
        label="Contact Name"
        required={buyer.clientId === null}
        autoComplete="off"
        value={buyer.contactName}
        error={errors.contactName}
        onChange={(e) => onChange({ ...buyer, contactName: e.target.value })}
      />
      <InputField
        id="invoice-contact-email"
        label="Contact Email"
        type="email"
        autoComplete="off"
        value={buyer.contactEmail}
        error={errors.contactEmail}
        onChange={(e) => onChange({ ...buyer, contactEmail: e.target.value })}
      />
    </div>
  );
}

/** The client's contacts; picking one fills the name and e-mail, which stay editable. */
function ContactPicker({
  clientId,
  buyer,
  onChange,
}: Omit<BuyerFieldsProps, 'companyId' | 'errors'> & { clientId: number }) {
  const contacts = useContacts(clientId);
  const picked = contacts.data?.find(
    (c) => c.name === buyer.contactName && (c.email ?? '') === buyer.contactEmail,
  );
  const pick = (value: string) => {
    const contact = contacts.data?.find((c) => c.id === Number(value));
    onChange({
      ...buyer,
      contactName: contact?.name ?? buyer.contactName,
      contactEmail: contact ? (contact.email ?? '') : buyer.contactEmail,
    });
  };
  const empty = contacts.isSuccess && contacts.data.length === 0;
  return (
    <FormField
      id="invoice-contact"
      label="Contact"
      hint={empty ? 'This client has no contacts: type the name and e-mail below.' : undefined}
    >
      {(control) => (
        <Select
          value={picked ? String(picked.id) : TYPED}
          onValueChange={pick}
          disabled={!contacts.data?.length}
        >
          <SelectTrigger {...control}>
            <SelectValue placeholder={contacts.isPending ? 'Loading contacts…' : 'Choose a contact'} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={TYPED}>As entered below</SelectItem>
            {contacts.data?.map((contact) => (
              <SelectItem key={contact.id} value={String(contact.id)}>
                {contact.email ? `${contact.name} · ${contact.email}` : contact.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
