import { formatAbn } from '../../../shared/company/abn';
import type { CompanyReply } from '../../../shared/auth/users-schemas';
import { DetailsCard } from '../../components/details-card';
import { ACCOUNTING_CHOICES, APPROVAL_CHOICES, choiceLabel } from './company-choices';
import { timeZoneLabel } from './time-zones';

/** Company Info read-only, for a foreman: the details they may need on site. */
export function CompanyDetails({ company }: { company: CompanyReply }) {
  return (
    <DetailsCard
      rows={[
        { term: 'Company Name', detail: company.name },
        { term: 'Email', detail: company.email },
        { term: 'Phone', detail: company.phone },
        { term: 'Address', detail: company.address },
        { term: 'ABN', detail: company.abn ? formatAbn(company.abn) : null },
        { term: 'Working Hours', detail: `${company.defaultStartTime} – ${company.defaultFinishTime}` },
        { term: 'Docket Approval', detail: choiceLabel(APPROVAL_CHOICES, company.approvalDefault) },
        { term: 'Time Zone', detail: timeZoneLabel(company.timeZone) },
        { term: 'Accounting Software', detail: choiceLabel(ACCOUNTING_CHOICES, company.accountingSoftware) },
      ]}
      note="Company details are kept up to date by your administrator and office staff."
    />
  );
}
