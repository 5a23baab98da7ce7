import { CONTACT_SEARCH_MIN, type XeroContact } from '../../../../../shared/xero/accounting-schemas';

/** The client a Xero invoice is for, as the clients list gives it. */
export type InvoiceClient = { id: number; name: string; email: string | null };

/** What the dialog knows of the contact to prefill (issue 29), from the dockets' projects' client. */
export type ContactPrefill =
  | { kind: 'loading'; client: InvoiceClient | null }
  /** Exactly one Xero contact is the client: it is preselected. */
  | { kind: 'found'; client: InvoiceClient; contact: XeroContact }
  /** Several are: the person picks one of them. */
  | { kind: 'several-contacts'; client: InvoiceClient; contacts: XeroContact[] }
  | { kind: 'not-found'; client: InvoiceClient }
  /** The client or Xero could not be read: the person searches. */
  | { kind: 'failed'; client: InvoiceClient | null }
  | { kind: 'several-clients'; names: string[] }
  | { kind: 'no-client' };

/** A name as people mean it: case, accents' forms, punctuation and spacing aside ('Pty. Ltd.' is 'pty ltd'). */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();

const sameEmail = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The searches that find the client among Xero's contacts: by its name and, when it has one, its e-mail. */
export function contactSearches(client: InvoiceClient): string[] {
  const terms = [client.name.trim().slice(0, 100), client.email?.trim().slice(0, 100) ?? ''];
  return [...new Set(terms.filter((term) => term.length >= CONTACT_SEARCH_MIN))];
}

/**
 * The Xero contacts that are the client: the same name, or the same e-mail where the contact carries
 * one. When several are, those with both; one is preselected, several are offered, none is not found.
 */
export function matchClientContact(
  client: InvoiceClient,
  found: readonly XeroContact[],
): Extract<ContactPrefill, { kind: 'found' | 'several-contacts' | 'not-found' }> {
  const name = plain(client.name);
  const byId = new Map(found.map((contact) => [contact.ContactID, contact]));
  const scored = [...byId.values()]
    .map((contact) => ({
      contact,
      name: name !== '' && plain(contact.Name) === name,
      email: sameEmail(contact.EmailAddress, client.email),
    }))
    .filter((c) => c.name || c.email);
  const both = scored.filter((c) => c.name && c.email);
  const matches = scored.length > 1 && both.length === 1 ? both : scored;
  if (matches.length === 1) return { kind: 'found', client, contact: matches[0]!.contact };
  if (matches.length > 1)
    return { kind: 'several-contacts', client, contacts: matches.map((c) => c.contact) };
  return { kind: 'not-found', client };
}
