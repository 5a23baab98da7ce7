import { randomUUID } from 'node:crypto';
import type { Clock } from './clock';
import { newPayroll } from './payroll/demo';
import type { Payroll } from './payroll/model';
import { australianTaxRates, type TaxRate } from './tax-rates';

/** Everything the simulator remembers, in memory; `resetStore` puts it back as it started. */

export interface Organisation {
  tenantId: string;
  name: string;
}

export interface DemoUser {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface Connection {
  id: string;
  authEventId: string;
  tenantId: string;
  tenantType: 'ORGANISATION';
  tenantName: string;
  createdDateUtc: number;
  updatedDateUtc: number;
  clientId: string;
}

export interface AuthCode {
  clientId: string;
  redirectUri: string;
  scope: string[];
  codeChallenge: string | null;
  nonce: string | null;
  authEventId: string;
  expiresAt: number;
  used: boolean;
}

/** One consent: every access and refresh token a code led to shares it, and revocation ends it. */
export interface Grant {
  id: string;
  clientId: string;
  scope: string[];
  authEventId: string;
  revoked: boolean;
}

export interface AccessToken {
  grantId: string;
  expiresAt: number;
}

export interface RefreshToken {
  grantId: string;
  createdAt: number;
  /** When this token was exchanged for a new one; it stays usable for the grace period after. */
  rotatedAt: number | null;
}

export interface Contact {
  ContactID: string;
  ContactNumber?: string;
  ContactStatus: 'ACTIVE' | 'ARCHIVED';
  Name: string;
  FirstName?: string;
  LastName?: string;
  EmailAddress?: string;
  IsCustomer: boolean;
  IsSupplier: boolean;
  updatedAt: number;
}

export interface InvoiceLine {
  LineItemID: string;
  Description?: string;
  Quantity: number;
  UnitAmount: number;
  AccountCode?: string;
  TaxType?: string;
  TaxAmount: number;
  LineAmount: number;
}

export interface Invoice {
  InvoiceID: string;
  Type: 'ACCREC' | 'ACCPAY';
  InvoiceNumber: string;
  Reference: string;
  ContactID: string;
  date: number;
  dueDate: number | null;
  Status: 'DRAFT' | 'SUBMITTED' | 'AUTHORISED' | 'DELETED' | 'VOIDED' | 'PAID';
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems: InvoiceLine[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  CurrencyCode: string;
  updatedAt: number;
  /** Payments applied to it, oldest first (`PUT /Payments`); AmountPaid is their sum. */
  payments: Payment[];
  /** The date (UTC midnight) of the payment that brought AmountDue to 0; null until then. */
  fullyPaidOn: number | null;
}

/** A bank account of the chart of accounts: where a payment is received (`Account: {Code}|{AccountID}`). */
export interface BankAccount {
  AccountID: string;
  Code: string;
  Name: string;
}

/** A payment against an invoice (schema `Payment`); `date` is UTC midnight, `Amount` in dollars. */
export interface Payment {
  PaymentID: string;
  InvoiceID: string;
  AccountID: string;
  date: number;
  Amount: number;
  Reference: string;
  updatedAt: number;
}

/** A file attached to an invoice (PUT/POST /Invoices/{InvoiceID}/Attachments/{FileName}). */
export interface Attachment {
  AttachmentID: string;
  FileName: string;
  MimeType: string;
  /** Shown to the customer with the online invoice. */
  IncludeOnline: boolean;
  content: Buffer;
}

export interface StoredReply {
  status: number;
  body: unknown;
}

/** One organisation's books. */
export interface Books {
  contacts: Contact[];
  invoices: Invoice[];
  /** Each invoice's attachments, by InvoiceID. */
  attachments: Map<string, Attachment[]>;
  taxRates: TaxRate[];
  accountCodes: Set<string>;
  /** Bank accounts (type BANK) payments may be received into. */
  bankAccounts: BankAccount[];
  nextInvoiceNumber: number;
  /** Replies given to an Idempotency-Key, by key (accounting and payroll calls alike). */
  idempotent: Map<string, StoredReply>;
  /** Payroll AU: calendars, employees, pay items, timesheets (`payroll/demo.ts` seeds them). */
  payroll: Payroll;
}

export interface Store {
  user: DemoUser;
  organisations: [Organisation, ...Organisation[]];
  connections: Connection[];
  codes: Map<string, AuthCode>;
  grants: Map<string, Grant>;
  accessTokens: Map<string, AccessToken>;
  refreshTokens: Map<string, RefreshToken>;
  books: Map<string, Books>;
}

/** Revenue and expense codes of a new AU organisation's chart of accounts that an invoice may use. */
const ACCOUNT_CODES = [
  '200',
  '260',
  '270',
  '300',
  '310',
  '400',
  '404',
  '408',
  '412',
  '420',
  '429',
  '453',
  '461',
  '469',
];

/** The bank accounts of a new AU organisation's chart of accounts. */
const BANK_ACCOUNTS = [
  { Code: '090', Name: 'Business Bank Account' },
  { Code: '091', Name: 'Business Savings Account' },
];

const DEMO_CONTACTS: Omit<Contact, 'ContactID' | 'updatedAt'>[] = [
  {
    Name: 'Acme Constructions Pty Ltd',
    ContactStatus: 'ACTIVE',
    EmailAddress: 'accounts@acme-constructions.example',
    IsCustomer: true,
    IsSupplier: false,
  },
  {
    Name: 'Harbourside Builders',
    ContactStatus: 'ACTIVE',
    EmailAddress: 'payables@harbourside.example',
    IsCustomer: true,
    IsSupplier: false,
  },
  {
    Name: 'Smith & Sons Plumbing',
    ContactStatus: 'ACTIVE',
    FirstName: 'Alan',
    LastName: 'Smith',
    IsCustomer: false,
    IsSupplier: true,
  },
];

function newBooks(now: number): Books {
  return {
    contacts: DEMO_CONTACTS.map((contact) => ({ ...contact, ContactID: randomUUID(), updatedAt: now })),
    invoices: [],
    attachments: new Map(),
    taxRates: australianTaxRates(),
    accountCodes: new Set(ACCOUNT_CODES),
    bankAccounts: BANK_ACCOUNTS.map((account) => ({ ...account, AccountID: randomUUID() })),
    nextInvoiceNumber: 1,
    idempotent: new Map(),
    payroll: newPayroll(now),
  };
}

export function createStore(clock: Clock, organisationName = 'Demo Company (AU)'): Store {
  const store: Store = {
    user: { userId: randomUUID(), email: 'demo.user@example.com', givenName: 'Demo', familyName: 'User' },
    organisations: [{ tenantId: randomUUID(), name: organisationName }],
    connections: [],
    codes: new Map(),
    grants: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    books: new Map(),
  };
  resetStore(store, clock);
  return store;
}

/** Forgets every token, connection and record; the organisation and user keep their ids. */
export function resetStore(store: Store, clock: Clock): void {
  store.connections = [];
  store.codes.clear();
  store.grants.clear();
  store.accessTokens.clear();
  store.refreshTokens.clear();
  store.books.clear();
  for (const organisation of store.organisations) store.books.set(organisation.tenantId, newBooks(clock()));
}
