import { Building2, CalendarDays } from 'lucide-react';
import type { CompanyReply, UserReply } from '../../../shared/auth/users-schemas';
import { greetingIn, longDateIn } from './dates';

type DashboardHeadingProps = { eyebrow: string; user: UserReply; company: CompanyReply };

/** The welcome block at the top of a dashboard: greeting, company name and today's date. */
export function DashboardHeading({ eyebrow, user, company }: DashboardHeadingProps) {
  return (
    <div className="grid gap-2">
      <p className="text-xs font-bold tracking-widest text-brand-text uppercase">{eyebrow}</p>
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
        {greetingIn(company.timeZone)}, {user.firstName}
      </h1>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-base text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <Building2 aria-hidden="true" className="size-4" />
          {company.name}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {longDateIn(company.timeZone)}
        </span>
      </div>
    </div>
  );
}
