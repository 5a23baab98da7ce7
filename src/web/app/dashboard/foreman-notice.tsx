import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { CompanyReply, UserReply } from '../../../shared/auth/users-schemas';
import { buttonVariants } from '../../components/ui/button';
import { projectsQuery } from '../../features/dockets/api';
import { ActionGrid } from './action-card';
import { FOREMAN_ACTIONS } from './actions';
import { DashboardHeading } from './dashboard-heading';
import { OwnRecentDockets } from './own-recent-dockets';

/**
 * A foreman on /dashboard (spec 000 §2): a notice with the way to the foreman dashboard, their own
 * recent dockets (spec 001 §2.8) and their tools.
 */
export function ForemanNotice({ user, company }: { user: UserReply; company: CompanyReply }) {
  const own = useQuery(projectsQuery(user.id)).data ?? [];
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <DashboardHeading eyebrow="Foreman" user={user} company={company} />
      <section
        aria-labelledby="foreman-notice-title"
        className="flex flex-col gap-5 rounded-card bg-night p-5 text-ink-inverse shadow-sm sm:flex-row sm:items-center sm:p-7"
      >
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand text-brand-foreground">
          <ClipboardCheck aria-hidden="true" className="size-7" />
        </span>
        <div className="grid flex-1 gap-1">
          <h2 id="foreman-notice-title" className="text-xl font-bold">
            Approvals happen on the Foreman Dashboard
          </h2>
          {own.length > 0 && (
            <p className="text-base font-semibold text-brand">
              {own.length === 1 ? 'Your project' : 'Your projects'}: {own.map((p) => p.name).join(', ')}
            </p>
          )}
          <p className="text-base text-slate-300">
            Review, sign and approve your crew’s dockets project by project, on site or from the office.
          </p>
        </div>
        <Link
          to="/foreman-dashboard"
          className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          Go to Foreman Dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>
      <OwnRecentDockets userId={user.id} role={user.role} timeZone={company.timeZone} />
      <ActionGrid title="Your tools" actions={FOREMAN_ACTIONS} />
    </main>
  );
}
