import { dollars, dueCents } from '../accounting/invoice-amounts';
import type { SimContext } from '../context';
import { escape } from '../identity/authorize-page';
import type { Books, Invoice } from '../store';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f5f7;margin:0;color:#1e2a33}
main{max-width:60rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff4ce;border:1px solid #e0b400;border-radius:.375rem;padding:.75rem;font-weight:600}
.message{background:#e6f6ee;border:1px solid #2e8b57;border-radius:.375rem;padding:.75rem}
.error{background:#fdecea;border-color:#b3261e}
h1{font-size:1.25rem}h2{font-size:1.1rem;margin-top:1.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #dde3e8;vertical-align:top}
td.money{text-align:right;white-space:nowrap}th[scope=row]{white-space:nowrap}
form{display:inline-flex;gap:.4rem;align-items:center;margin:.15rem .4rem .15rem 0}
input{width:6rem;font-size:1rem;padding:.35rem}
button{font-size:1rem;padding:.4rem .8rem;border-radius:.375rem;border:1px solid #0b6f91;background:#0b6f91;color:#fff;cursor:pointer}
@media (max-width:40rem){main{margin:0;border-radius:0;padding:1rem}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
tr{display:grid;grid-template-columns:1fr auto;gap:.25rem .75rem;padding:.75rem 0;border-bottom:1px solid #dde3e8}
th,td{border:0;padding:0}td.money{text-align:left}td.actions{grid-column:1/-1}
td[data-label]::before{content:attr(data-label) ' ';color:#5b6b76}}`;

const money = (amount: number): string => `$${amount.toFixed(2)}`;

function form(action: string, found: { tenantId: string; invoice: Invoice }, inner: string): string {
  return `<form method="post" action="/invoices-console/${action}">
<input type="hidden" name="tenantId" value="${escape(found.tenantId)}">
<input type="hidden" name="invoiceId" value="${escape(found.invoice.InvoiceID)}">${inner}</form>`;
}

function actions(tenantId: string, invoice: Invoice): string {
  const found = { tenantId, invoice };
  const open = ['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(invoice.Status) && dueCents(invoice) > 0n;
  const approve = invoice.Status === 'DRAFT' || invoice.Status === 'SUBMITTED';
  const id = `amount-${escape(invoice.InvoiceID)}`;
  return [
    approve ? form('approve', found, '<button type="submit">Approve</button>') : '',
    open ? form('pay', found, '<button type="submit">Pay in full</button>') : '',
    open
      ? form(
          'pay',
          found,
          `<label for="${id}">Amount</label><input id="${id}" name="amount" type="number" step="0.01" min="0.01" required>
<button type="submit">Part pay</button>`,
        )
      : '',
  ].join('');
}

function row(books: Books, tenantId: string, invoice: Invoice): string {
  const contact = books.contacts.find((candidate) => candidate.ContactID === invoice.ContactID)?.Name ?? '';
  return `<tr><th scope="row">${escape(invoice.InvoiceNumber)}</th><td>${escape(contact)}</td>
<td class="money" data-label="Total">${money(invoice.Total)}</td><td>${escape(invoice.Status)}</td>
<td class="money" data-label="Due">${money(dollars(dueCents(invoice)))}</td><td class="actions">${actions(tenantId, invoice)}</td></tr>`;
}

function organisation(ctx: SimContext, tenantId: string, name: string): string {
  const books = ctx.store.books.get(tenantId);
  const invoices = (books?.invoices ?? []).filter(
    (invoice) => invoice.Type === 'ACCREC' && invoice.Status !== 'DELETED',
  );
  const rows = books ? invoices.map((invoice) => row(books, tenantId, invoice)).join('') : '';
  const table = `<table><caption>Sales invoices of ${escape(name)}</caption><thead><tr><th scope="col">Number</th>
<th scope="col">Contact</th><th scope="col">Total</th><th scope="col">Status</th><th scope="col">Amount due</th>
<th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<h2>${escape(name)}</h2>${invoices.length > 0 ? table : '<p>No sales invoices yet.</p>'}`;
}

/** The simulated Xero's sales invoices screen: each organisation's ACCREC invoices, to approve and pay. */
export function invoicesConsolePage(ctx: SimContext, notice: { message?: string; error?: string }): string {
  const banner = notice.error
    ? `<p class="message error" role="alert">${escape(notice.error)}</p>`
    : notice.message
      ? `<p class="message" role="status">${escape(notice.message)}</p>`
      : '';
  const body = ctx.store.organisations.map((org) => organisation(ctx, org.tenantId, org.name)).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Simulated Xero — Invoices</title>
<style>${STYLE}</style></head><body><main>
<p class="banner" role="note">Simulated Xero — no real Xero account is used</p>
<h1>Invoices</h1>${banner}${body}</main></body></html>`;
}
