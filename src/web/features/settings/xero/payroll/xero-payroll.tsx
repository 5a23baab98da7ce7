import { useAuth } from '../../../auth/api';
import { QueryState } from '../../query-state';
import { EmployeeMappingCard } from './employee-mapping-card';
import { PayCalendarsCard } from './pay-calendars-card';
import { usePayrollSettings } from './payroll-api';
import { PayrollSettingsForm } from './payroll-settings-form';

/**
 * Settings → Xero, payroll parts (002 §2), below Accounting once connected: the earnings rates,
 * the pay calendars and whom each user is paid as.
 */
export function XeroPayroll() {
  const { company } = useAuth();
  return company ? <PayrollParts companyId={company.id} /> : null;
}

function PayrollParts({ companyId }: { companyId: number }) {
  const settings = usePayrollSettings(companyId);
  return (
    <>
      <QueryState
        query={settings}
        failure="Failed to fetch payroll settings"
        loading="Loading payroll settings…"
      >
        {(saved) => <PayrollSettingsForm companyId={companyId} settings={saved} />}
      </QueryState>
      <PayCalendarsCard companyId={companyId} />
      <EmployeeMappingCard companyId={companyId} />
    </>
  );
}
