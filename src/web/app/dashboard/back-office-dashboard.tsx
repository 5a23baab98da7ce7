import { ROLE_LABELS } from '../../../shared/roles';
import { MissingDocketsCard } from '../../features/dockets/missing-dockets/api';
import type { CompanyReply, UserReply } from '../../../shared/auth/users-schemas';
import { ActionGrid } from './action-card';
import { BACK_OFFICE_ACTIONS } from './actions';
import { CompanyCard } from './company-card';
import { DashboardCompanyCode } from './company-code-card';
import { DashboardHeading } from './dashboard-heading';
import { OfficeOverview } from './office-overview';

type BackOfficeDashboardProps = { user: UserReply; company: CompanyReply };

/**
 * The admin and office dashboards (spec 000 §2): the overview of dockets first, then the next
 * actions, the company code to hand to workers, and the company's details.
 */
export function BackOfficeDashboard({ user, company }: BackOfficeDashboardProps) {
  const eyebrow = `${ROLE_LABELS[user.role]} dashboard`;
  return (
    <main className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <DashboardHeading eyebrow={eyebrow} user={user} company={company} />
      <OfficeOverview companyId={company.id} userId={user.id} role={user.role} />
      <MissingDocketsCard companyId={company.id} companyName={company.name} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ActionGrid title="What would you like to do?" actions={BACK_OFFICE_ACTIONS} />
        <div className="grid content-start gap-4">
          {company.code && <DashboardCompanyCode code={company.code} />}
          <CompanyCard company={company} />
        </div>
      </div>
    </main>
  );
}
