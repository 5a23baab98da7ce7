import { AvailableOnPro } from '../../../../components/available-on-pro';
import { useAccounting } from '../../../../lib/plan';
import { useAuth } from '../../../auth/api';
import { QueryState } from '../../../../components/query-state';
import { EmployeeMappingCard } from './employee-mapping-card';
import { PayCalendarsCard } from './pay-calendars-card';
import { usePayrollSettings } from '../../api/get-payroll-settings';
import { PayrollSettingsForm } from './payroll-settings-form';

/**
 * Settings → Xero, payroll parts (002 §2), below Accounting once connected: the earnings rates,
 * the pay calendars and whom each user is paid as. On a plan without Xero (DECISIONS 'Plans') they
 * give way to 'Available on PRO': their calls to Xero would be refused.
 */
export function XeroPayroll() {
  const { company } = useAuth();
  const { allowed } = useAccounting();
  if (!company) return null;
  if (!allowed) return <AvailableOnPro label="Set up Xero Payroll" />;
  return <PayrollParts companyId={company.id} />;
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
