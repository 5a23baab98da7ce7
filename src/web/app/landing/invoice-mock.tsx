import { FileText, Paperclip } from 'lucide-react';
import { MockScreen } from './mock-parts';
import { LandingBadge, landingButton } from './landing-ui';

const lines = [
  { item: 'Formwork labour', qty: '24.0 h × $78.00', amount: '$1,872.00' },
  { item: 'Strip & clean formwork', qty: '126 m² × $6.50', amount: '$819.00' },
] as const;

const totals = [
  { label: 'Subtotal', value: '$2,691.00' },
  { label: 'GST 10%', value: '$269.10' },
] as const;

/** Step 3, Invoice: three approved dockets on one Xero invoice. */
export function InvoiceMock() {
  return (
    <MockScreen
      title="Create Xero Invoice"
      aside={<LandingBadge variant="green">3 approved dockets</LandingBadge>}
    >
      <dl className="grid grid-cols-2 gap-3 pb-3 text-sm">
        <div>
          <dt className="text-xs font-semibold text-ink-muted">Contact</dt>
          <dd className="font-semibold">Pacific Build Group</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted">Reference</dt>
          <dd className="font-semibold">Harbour St · L3</dd>
        </div>
      </dl>
      <div className="rounded-lg border border-line">
        {lines.map((line) => (
          <div
            key={line.item}
            className="flex items-start justify-between gap-3 border-b border-line px-3 py-2.5"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold">{line.item}</p>
              <p className="text-xs text-ink-muted tabular-nums">{line.qty}</p>
            </div>
            <p className="text-sm font-bold tabular-nums">{line.amount}</p>
          </div>
        ))}
        <div className="grid gap-1 bg-surface-muted px-3 py-2.5 text-sm">
          {totals.map((t) => (
            <p key={t.label} className="flex justify-between text-ink-muted">
              <span>{t.label}</span>
              <span className="tabular-nums">{t.value}</span>
            </p>
          ))}
          <p className="flex justify-between border-t border-line pt-1.5 text-base font-extrabold">
            <span>Total AUD</span>
            <span className="tabular-nums">$2,960.10</span>
          </p>
        </div>
      </div>
      <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
        <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Signed dockets #1040–1042 attached as PDFs
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <span className={landingButton({ variant: 'outline', size: 'sm', className: 'pointer-events-none' })}>
          Mark Invoiced
        </span>
        <span className={landingButton({ size: 'sm', className: 'pointer-events-none' })}>
          <FileText aria-hidden="true" />
          Create Invoice
        </span>
      </div>
    </MockScreen>
  );
}
