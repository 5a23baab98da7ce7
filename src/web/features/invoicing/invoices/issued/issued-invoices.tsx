import { useState } from 'react';
import { formatCalendarDate } from '../../../../../shared/dates';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LoadFailed } from '../../../../components/load-failed';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { LoadingText, Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { useWideScreen } from '../../../../lib/use-wide-screen';
import { EmailInvoiceDialog } from './email-invoice-dialog';
import { PaymentBadge } from './payment-badge';
import { PaymentsDialog } from './payments-dialog';
import type { InvoiceAction } from './invoice-actions';
import { useIssuedInvoices, type IssuedInvoice, type ListedInvoice } from '../../api/get-invoices';
import { useVoidInvoice } from '../../api/void-invoice';
import {
  buyerOf,
  InvoiceDockets,
  InvoiceNumber,
  InvoiceStatus,
  InvoiceTotals,
  StatusCell,
  RowActions,
  rowLabel,
} from './invoice-row-parts';

const docketsText = (n: number) => (n === 1 ? '1 docket' : `${n} dockets`);

/**
 * The product's own invoices (DECISIONS 'Beyond the spec') and those it sent to Xero (issue 29),
 * newest date first, a page at a time: number, client, date, totals, dockets and status; an own
 * invoice with its PDF, CSV, e-mail and void, a Xero one with the link that opens it in Xero.
 */
export function IssuedInvoices({ companyId }: { companyId: number }) {
  const invoices = useIssuedInvoices(companyId);
  const wide = useWideScreen();
  const [emailing, setEmailing] = useState<IssuedInvoice | null>(null);
  const [voiding, setVoiding] = useState<IssuedInvoice | null>(null);
  const [paying, setPaying] = useState<IssuedInvoice | null>(null);
  const voidInvoice = useVoidInvoice(companyId, () => setVoiding(null));
  const loaded = invoices.data?.pages.flatMap((page) => page.invoices) ?? [];
  const total = invoices.data?.pages.at(-1)?.total ?? 0;
  const act = (action: InvoiceAction, invoice: IssuedInvoice) =>
    ({ email: setEmailing, void: setVoiding, payments: setPaying })[action](invoice);

  return (
    <Card role="region" aria-labelledby="issued-invoices-title">
      <CardHeader>
        <CardTitle id="issued-invoices-title">Invoices</CardTitle>
        <CardDescription>
          {invoices.isSuccess && total > 0
            ? `${total} ${total === 1 ? 'invoice' : 'invoices'}, made in SiteDockets or sent to Xero, newest first.`
            : 'Tax invoices made in SiteDockets, and invoices sent to Xero, from approved dockets.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {invoices.isPending && <LoadingText label="Loading invoices…" />}
        {invoices.isError && (
          <LoadFailed title="Failed to fetch invoices" onRetry={() => void invoices.refetch()} />
        )}
        {invoices.isSuccess && loaded.length === 0 && (
          <p className="text-sm text-ink-muted">
            No invoices yet. Tick dockets in Combined Invoice mode, or create one from a docket above.
          </p>
        )}
        {loaded.length > 0 &&
          (wide ? (
            <InvoiceTable invoices={loaded} onAction={act} />
          ) : (
            <InvoiceCards invoices={loaded} onAction={act} />
          ))}
        {invoices.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={invoices.isFetchingNextPage}
            onClick={() => void invoices.fetchNextPage()}
          >
            {invoices.isFetchingNextPage && <Spinner />}
            Load More
          </Button>
        )}
      </CardContent>
      <EmailInvoiceDialog invoice={emailing} onClose={() => setEmailing(null)} />
      <PaymentsDialog companyId={companyId} invoice={paying} onClose={() => setPaying(null)} />
      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        title={`Void ${voiding?.number ?? ''}?`}
        description={`Void ${voiding?.number ?? ''}? Its dockets return to Ready for Invoice.`}
        confirmLabel="Void Invoice"
        pendingLabel="Voiding…"
        pending={voidInvoice.isPending}
        destructive
        onConfirm={() => voiding && voidInvoice.mutate(voiding)}
      />
    </Card>
  );
}

type ListProps = {
  invoices: ListedInvoice[];
  onAction: (action: InvoiceAction, invoice: IssuedInvoice) => void;
};

const keyOf = (invoice: ListedInvoice) =>
  invoice.source === 'xero' ? `xero-${invoice.xeroInvoiceId}` : `own-${invoice.id}`;

function InvoiceTable({ invoices, onAction }: ListProps) {
  return (
    <Table scrollLabel="Invoices">
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead>Dockets</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={keyOf(invoice)} aria-label={rowLabel(invoice)}>
            <TableCell>
              <InvoiceNumber invoice={invoice} />
            </TableCell>
            <TableCell>{buyerOf(invoice)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatCalendarDate(invoice.issueDate, 'short')}
            </TableCell>
            <TableCell className="text-right">
              <InvoiceTotals invoice={invoice} />
            </TableCell>
            <TableCell>
              <InvoiceDockets invoice={invoice} />
            </TableCell>
            <TableCell>
              <StatusCell invoice={invoice} onAction={onAction} />
            </TableCell>
            <TableCell>
              <RowActions
                invoice={invoice}
                onAction={onAction}
                className="flex flex-nowrap justify-end gap-2"
                withPayment={false}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InvoiceCards({ invoices, onAction }: ListProps) {
  return (
    <ul className="grid gap-3">
      {invoices.map((invoice) => (
        <li
          key={keyOf(invoice)}
          aria-label={rowLabel(invoice)}
          className="grid gap-3 rounded-card border border-line p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <InvoiceNumber invoice={invoice} />
              <p className="text-sm text-ink-muted">{buyerOf(invoice)}</p>
            </div>
            <div className="grid justify-items-end gap-1">
              <InvoiceStatus invoice={invoice} />
              <PaymentBadge payment={invoice.payment} />
            </div>
          </div>
          <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
            <div className="grid gap-1">
              <span className="text-ink-muted">
                {formatCalendarDate(invoice.issueDate, 'short')} · {docketsText(invoice.docketCount)}
              </span>
              <InvoiceDockets invoice={invoice} />
            </div>
            <InvoiceTotals invoice={invoice} className="ml-auto text-base" />
          </div>
          <RowActions invoice={invoice} onAction={onAction} className="grid grid-cols-2 gap-2" />
        </li>
      ))}
    </ul>
  );
}
