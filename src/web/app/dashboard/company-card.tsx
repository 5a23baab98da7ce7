import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CompanyReply } from '../../../shared/auth/users-schemas';

const ACCOUNTING: Record<CompanyReply['accountingSoftware'], string> = {
  none: 'Not connected',
  xero: 'Xero',
  quickbooks: 'QuickBooks',
};

/** "07:00:00" or "07:00" → "7:00 am". */
export function clockTime(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = Number(h);
  if (Number.isNaN(hour)) return time;
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m.padStart(2, '0')} ${suffix}`;
}

/** The company's contact details and working defaults, with the way to change them. */
export function CompanyCard({ company }: { company: CompanyReply }) {
  const rows = [
    { term: 'Email', detail: company.email },
    { term: 'Phone', detail: company.phone },
    { term: 'Address', detail: company.address },
    {
      term: 'Work hours',
      detail: `${clockTime(company.defaultStartTime)} – ${clockTime(company.defaultFinishTime)}`,
    },
    { term: 'Approval', detail: company.approvalDefault === 'manual' ? 'Foreman sign-off' : 'Automatic' },
    { term: 'Accounting', detail: ACCOUNTING[company.accountingSoftware] },
    { term: 'Time zone', detail: company.timeZone.replace(/_/g, ' ') },
  ];
  return (
    <section
      aria-labelledby="company-card-title"
      className="rounded-card border border-line bg-surface shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
        <h2 id="company-card-title" className="text-base font-bold">
          Your company
        </h2>
        <Link
          to="/settings"
          className="focus-ring inline-flex items-center gap-1 rounded py-1 text-sm font-semibold text-brand-text hover:underline"
        >
          Edit
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2.5 px-5 py-4 text-sm">
        {rows.map(({ term, detail }) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-medium break-words">
              {detail || <span className="text-ink-muted">Not set</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
