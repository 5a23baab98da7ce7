import { CheckCircle2, FileText, Receipt, Wallet } from 'lucide-react';
import { MockRow, SignatureStroke } from './mock-parts';
import { LandingBadge } from './landing-ui';

/** The hero's picture: one signed daily docket, and where its hours go next. */
export function HeroDocket() {
  return (
    <div className="relative mx-auto w-full max-w-sm lg:mr-0">
      <div className="rounded-[2rem] border border-white/10 bg-night-raised p-2.5 shadow-2xl ring-1 ring-black/40">
        <div className="overflow-hidden rounded-[1.5rem] bg-surface text-ink">
          <div className="flex items-center justify-between gap-2 bg-night px-4 py-3 text-ink-inverse">
            <div>
              <p className="text-xs font-semibold tracking-wider text-brand uppercase">Daily Docket</p>
              <p className="text-sm font-bold">Tue 11 Mar · #1042</p>
            </div>
            <LandingBadge variant="green">
              <CheckCircle2 aria-hidden="true" />
              Approved
            </LandingBadge>
          </div>
          <div className="px-4 pt-3">
            <p className="text-base font-bold">Harbour St Apartments</p>
            <p className="text-xs text-ink-muted">Liam Walsh · Level 3 formwork</p>
          </div>
          <div className="divide-y divide-line px-4">
            <MockRow label="Formwork labour" detail="06:30 – 15:15 · 45 min breaks" value="8.0 h" />
            <MockRow label="Strip & clean formwork" detail="Quantity" value="42 m²" />
            <MockRow label="Toolbox talk" detail="Non-billable" value="0.5 h" />
          </div>
          <div className="m-3 rounded-lg border border-dashed border-line-strong bg-surface-muted px-3 py-2">
            <div className="flex items-end justify-between gap-2">
              <SignatureStroke />
              <FileText aria-hidden="true" className="mb-1 size-5 text-ink-muted" />
            </div>
            <p className="border-t border-line pt-1.5 text-xs text-ink-muted">
              Signed on site by <span className="font-semibold text-ink">Dan Nguyen</span> · 3:22 pm
            </p>
          </div>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 text-sm lg:absolute lg:top-28 lg:-left-44 lg:mt-0 lg:block lg:w-max lg:space-y-2.5">
        <p className="flex items-center gap-2 rounded-xl bg-surface px-3 py-2.5 font-semibold text-ink shadow-lg lg:whitespace-nowrap">
          <Receipt aria-hidden="true" className="size-5 shrink-0 text-brand-text" />
          Invoice line ready
        </p>
        <p className="flex items-center gap-2 rounded-xl bg-surface px-3 py-2.5 font-semibold text-ink shadow-lg lg:whitespace-nowrap">
          <Wallet aria-hidden="true" className="size-5 shrink-0 text-brand-text" />
          8.0 h to payroll
        </p>
      </div>
    </div>
  );
}
