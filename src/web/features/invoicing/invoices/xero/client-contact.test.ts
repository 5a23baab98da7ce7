import { describe, expect, it } from 'vitest';
import type { XeroContact } from '../../../../../shared/xero/accounting-schemas';
import { contactSearches, matchClientContact, type InvoiceClient } from './client-contact';

const contact = (id: string, Name: string, EmailAddress: string | null = null): XeroContact => ({
  ContactID: id,
  Name,
  EmailAddress,
});
const aria: InvoiceClient = { id: 7, name: 'Aria Developments Pty. Ltd.', email: 'Accounts@AriaDev.example' };

describe('contactSearches', () => {
  it("searches by the client's name and e-mail, each once and only from 2 characters", () => {
    expect(contactSearches(aria)).toEqual(['Aria Developments Pty. Ltd.', 'Accounts@AriaDev.example']);
    expect(contactSearches({ id: 1, name: 'A', email: null })).toEqual([]);
    expect(contactSearches({ id: 1, name: 'x@y.z', email: 'x@y.z' })).toEqual(['x@y.z']);
  });
});

describe('matchClientContact', () => {
  it('preselects the one contact of the same name, whatever its case and punctuation', () => {
    const found = [contact('a', 'Aria Developments Pty Ltd'), contact('b', 'Aria Developments Trust')];
    expect(matchClientContact(aria, found)).toEqual({ kind: 'found', client: aria, contact: found[0] });
  });

  it('matches by e-mail where the contact carries one, case aside', () => {
    const found = [contact('a', 'ADPL Accounts', 'accounts@ariadev.example'), contact('b', 'Other', null)];
    expect(matchClientContact(aria, found)).toMatchObject({ kind: 'found', contact: { ContactID: 'a' } });
  });

  it('takes the contact with both name and e-mail over one with only one of them', () => {
    const found = [
      contact('a', 'Aria Developments Pty Ltd', 'old@ariadev.example'),
      contact('b', 'Aria Developments Pty Ltd', 'accounts@ariadev.example'),
    ];
    expect(matchClientContact(aria, found)).toMatchObject({ kind: 'found', contact: { ContactID: 'b' } });
  });

  it('offers every match when several are equally the client, and counts a contact found twice once', () => {
    const twin = contact('a', 'Aria Developments Pty Ltd');
    expect(matchClientContact(aria, [twin, twin])).toMatchObject({ kind: 'found' });
    const found = [twin, contact('b', 'ARIA DEVELOPMENTS PTY LTD')];
    expect(matchClientContact(aria, found)).toEqual({
      kind: 'several-contacts',
      client: aria,
      contacts: found,
    });
  });

  it('finds none when names only contain the client or no e-mail is the same', () => {
    const found = [
      contact('a', 'Aria Developments Pty Ltd (old)'),
      contact('b', 'Aria', 'info@ariadev.example'),
    ];
    expect(matchClientContact(aria, found)).toEqual({ kind: 'not-found', client: aria });
    expect(matchClientContact({ ...aria, email: null }, [contact('c', 'X', null)])).toMatchObject({
      kind: 'not-found',
    });
  });
});
