import { BarChart3, FileDown, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { todayIn } from '../../../shared/dates';
import { REPORT_IDS, REPORT_TITLES, type ReportId } from '../../../shared/reports/reports';
import { can } from '../../../shared/roles';
import { AccessDenied } from '../../components/access-denied';
import { AvailableOnPro } from '../../components/available-on-pro';
import { QueryState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toastFailure } from '../../lib/failure';
import { isPlanRequired, useAccounting } from '../../lib/plan';
import { useAuth } from '../auth/api';
import { downloadReport, type ReportFormat } from './api/download-report';
import { useReport } from './api/get-report';
import type { Drill } from './drill';
import { DrillDialog } from './drill-dialog';
import { addressOf, filtersOf, searchOf, type ReportAddress } from './report-address';
import { ReportFilters } from './report-filters';
import { ReportView } from './report-view';

/** /reports (issue 26, 002 §9 'Advanced reporting'): admin and office, on PRO or the trial. */
export default function ReportsPage() {
  const { user, company } = useAuth();
  const { allowed } = useAccounting();
  if (!user || !company) return null;
  if (!can(user.role, 'pages.reports'))
    return <AccessDenied message="Only administrators and office staff can view reports." />;
  return (
    <main className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10 [&>*]:min-w-0">
      {allowed ? <Reports companyId={company.id} timeZone={company.timeZone} /> : <ReportsOnPro />}
    </main>
  );
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">Reports</h1>
        <p className="text-base text-ink-muted">
          Hours, money and budgets at a glance: what is done, approved and invoiced, who worked overtime.
        </p>
      </div>
      {children}
    </div>
  );
}

/** Base: what the reports are, and the way to PRO. */
function ReportsOnPro() {
  return (
    <>
      <Heading />
      <section className="grid justify-items-center gap-3 rounded-card border-2 border-dashed border-line-strong/50 bg-surface px-5 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-text">
          <BarChart3 aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-bold">Reports come with PRO</h2>
        <p className="max-w-md text-sm text-pretty text-ink-muted">
          Work by project, labour by worker, clients, trends and project budgets, with charts, CSV and PDF.
        </p>
        <AvailableOnPro
          label="Open reports"
          icon={<BarChart3 aria-hidden="true" />}
          className="justify-items-center [&>p]:justify-center"
        />
      </section>
    </>
  );
}

const FORMATS: { format: ReportFormat; label: string; icon: typeof FileDown }[] = [
  { format: 'csv', label: 'Download CSV', icon: FileDown },
  { format: 'pdf', label: 'Download PDF', icon: FileText },
];

function Reports({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const [search, setSearch] = useSearchParams();
  const today = todayIn(timeZone);
  const address = addressOf(search, today);
  const filters = filtersOf(address);
  const report = useReport(companyId, address.report, filters);
  const [drill, setDrill] = useState<Drill | null>(null);
  const [downloading, setDownloading] = useState<ReportFormat | null>(null);
  const go = (next: ReportAddress) => setSearch(searchOf(next), { replace: true });
  const download = async (format: ReportFormat) => {
    setDownloading(format);
    try {
      await downloadReport(companyId, address.report, filters, format);
    } catch (error) {
      toastFailure('Download failed', error, 'The report could not be downloaded. Please try again.');
    } finally {
      setDownloading(null);
    }
  };
  if (report.isError && isPlanRequired(report.error)) return <ReportsOnPro />;
  return (
    <>
      <Heading>
        <div className="grid grid-cols-2 gap-2 max-sm:w-full sm:flex">
          {FORMATS.map(({ format, label, icon: Icon }) => (
            <Button
              key={format}
              variant="outline"
              disabled={downloading !== null}
              onClick={() => void download(format)}
            >
              {downloading === format ? <Spinner /> : <Icon aria-hidden="true" />}
              {label}
            </Button>
          ))}
        </div>
      </Heading>
      <ReportFilters companyId={companyId} today={today} value={address} onChange={go} />
      <Tabs value={address.report} onValueChange={(id) => go({ ...address, report: id as ReportId })}>
        <TabsList aria-label="Reports" className="grid grid-cols-2 sm:flex">
          {REPORT_IDS.map((id) => (
            <TabsTrigger key={id} value={id} className="last:col-span-2">
              {REPORT_TITLES[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={address.report} className="grid min-w-0 gap-4">
          <QueryState
            query={report}
            failure={report.error?.message ?? 'Failed to load the report'}
            loading="Loading the report…"
          >
            {(data) => <ReportView report={data} filters={filters} onDrill={setDrill} />}
          </QueryState>
        </TabsContent>
      </Tabs>
      <DrillDialog companyId={companyId} drill={drill} onClose={() => setDrill(null)} />
    </>
  );
}
