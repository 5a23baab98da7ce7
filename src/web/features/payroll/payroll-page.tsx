import { can } from '../../../shared/roles';
import { useAuth } from '../auth/api';
import { AccessRestricted } from '../../components/access-restricted';
import { PayrollView } from './payroll-view';

/** /timesheets-payroll (002 §2 'Payroll timesheet view'): admin and office only. */
export default function PayrollPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'pages.timesheets'))
    return <AccessRestricted message="Only admin and office users can view payroll information." />;
  return <PayrollView companyId={company.id} />;
}
