import { randomUUID } from 'node:crypto';
import type { Books, Contact } from '../store';

type Sent = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function findContactByName(books: Books, name: string): Contact | undefined {
  const wanted = name.trim().toLowerCase();
  return books.contacts.find(
    (contact) => contact.ContactStatus === 'ACTIVE' && contact.Name.toLowerCase() === wanted,
  );
}

export function duplicateNameMessage(name: string): string {
  return `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`;
}

/**
 * Creates a contact, or updates the one `ContactID` names (POST). Returns the contact or the
 * messages that refuse it; nothing is stored when refused.
 */
export function writeContact(
  books: Books,
  sent: Sent,
  now: number,
  allowUpdate: boolean,
): { contact: Contact } | { errors: string[] } {
  const id = text(sent.ContactID);
  const existing = id ? books.contacts.find((contact) => contact.ContactID === id) : undefined;
  if (id && (!existing || !allowUpdate))
    return { errors: [`The contact with ContactID ${id} could not be found.`] };
  const name = text(sent.Name) ?? existing?.Name;
  if (!name) return { errors: ['The contact name must be specified.'] };
  const clash = findContactByName(books, name);
  if (clash && clash !== existing) return { errors: [duplicateNameMessage(name)] };
  const fields: Partial<Contact> = {
    Name: name,
    FirstName: text(sent.FirstName) ?? existing?.FirstName,
    LastName: text(sent.LastName) ?? existing?.LastName,
    EmailAddress: text(sent.EmailAddress) ?? existing?.EmailAddress,
    ContactNumber: text(sent.ContactNumber) ?? existing?.ContactNumber,
    updatedAt: now,
  };
  if (existing) return { contact: Object.assign(existing, fields) };
  const contact: Contact = {
    ContactID: randomUUID(),
    ContactStatus: 'ACTIVE',
    IsCustomer: false,
    IsSupplier: false,
    ...fields,
    Name: name,
    updatedAt: now,
  };
  books.contacts.push(contact);
  return { contact };
}
