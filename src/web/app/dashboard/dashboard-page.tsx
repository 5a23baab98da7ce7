import { can } from '../../../shared/roles';
import { useAuth } from '../../features/auth/api';
import { BackOfficeDashboard } from './back-office-dashboard';
import { ForemanNotice } from './foreman-notice';

/**
 * /dashboard for admin, office and foreman (spec 000 §2). A worker's dashboard is the entries view,
 * which the app's dashboard route renders instead.
 */
export function Dashboard() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'dashboard.office')) return <ForemanNotice user={user} company={company} />;
  return <BackOfficeDashboard user={user} company={company} />;
}
