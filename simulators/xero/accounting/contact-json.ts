import type { Contact } from '../store';
import { msDate } from '../xero-date';

/** A contact as the accounting API writes it (empty lists where Xero sends them). */
export function contactJson(contact: Contact) {
  return {
    ContactID: contact.ContactID,
    ...(contact.ContactNumber ? { ContactNumber: contact.ContactNumber } : {}),
    ContactStatus: contact.ContactStatus,
    Name: contact.Name,
    ...(contact.FirstName ? { FirstName: contact.FirstName } : {}),
    ...(contact.LastName ? { LastName: contact.LastName } : {}),
    ...(contact.EmailAddress ? { EmailAddress: contact.EmailAddress } : {}),
    BankAccountDetails: '',
    Addresses: [],
    Phones: [],
    UpdatedDateUTC: msDate(contact.updatedAt),
    ContactGroups: [],
    IsSupplier: contact.IsSupplier,
    IsCustomer: contact.IsCustomer,
    SalesTrackingCategories: [],
    PurchasesTrackingCategories: [],
    ContactPersons: [],
    HasValidationErrors: false,
  };
}

/** `searchTerm`: case-insensitive, over Name, FirstName, LastName, ContactNumber and EmailAddress. */
export function matchesSearch(contact: Contact, term: string): boolean {
  const needle = term.toLowerCase();
  return [
    contact.Name,
    contact.FirstName,
    contact.LastName,
    contact.ContactNumber,
    contact.EmailAddress,
  ].some((field) => field?.toLowerCase().includes(needle));
}
