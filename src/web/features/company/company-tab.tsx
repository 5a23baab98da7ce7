import { can, type Role } from '../../../shared/roles';
import { QueryState } from '../../components/query-state';
import { SectionHeading } from '../../components/section-heading';
import { useCompany } from './api/get-company';
import { CompanyCode } from './company-code';
import { CompanyDetails } from './company-details';
import { CompanyForm } from './company-form';
import { SitePhotosCard } from './site-photos-card';

/** Settings → Company Info: an editable form for admin and office, read-only for a foreman. */
export function CompanyTab({ companyId, role }: { companyId: number; role: Role }) {
  const company = useCompany(companyId);
  const editable = can(role, 'company.update');
  return (
    <section aria-labelledby="company-title" className="grid gap-5">
      <SectionHeading
        id="company-title"
        title="Company Info"
        description={
          editable
            ? 'How your company appears on dockets and invoices, its working hours and its time zone.'
            : 'Your company’s contact details and working defaults.'
        }
      />
      <QueryState query={company} failure="Failed to fetch company information" loading="Loading company…">
        {(data) =>
          editable ? (
            <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <CompanyForm company={data} />
              <div className="grid gap-5">
                {data.code && <CompanyCode code={data.code} />}
                <SitePhotosCard />
              </div>
            </div>
          ) : (
            <CompanyDetails company={data} />
          )
        }
      </QueryState>
    </section>
  );
}
