import { useQueryClient } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addDays, longCalendarDate, todayIn } from '../../../../shared/dates';
import { PAYROLL_MSG, type SubmissionResult } from '../../../../shared/payroll/schemas';
import { can } from '../../../../shared/roles';
import { WEEKLY_MSG } from '../../../../shared/payroll/weekly-timesheets-schemas';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useXeroConnection } from '../../xero/api';
import { useAuth } from '../../auth/api';
import { AccessRestricted } from '../../../components/access-restricted';
import { useSubmitWeek } from '../api/submit-week-to-xero';
import { useEmployees } from '../api/get-employees';
import { getWeekFromDocketsQuery } from '../api/get-week-from-dockets';
import { useWeekSheets } from '../api/get-weekly-timesheets';
import { SheetEditor } from './sheet-editor';
import { newSheetDraft, sheetDraftOf, weekEndingOf, type SheetDraft } from './sheet-form';
import { SheetList } from './sheet-list';
import { SubmitResults } from './submit-results';
import { WeekToolbar } from './week-toolbar';

/** /weekly-timesheets (002 §2, §4, §6; issue 15): admin and office only. */
export default function WeeklyTimesheetsPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'pages.weeklyTimesheets'))
    return (
      <AccessRestricted message="Weekly timesheet management is only available to admin and office users." />
    );
  return <WeeklyTimesheets companyId={company.id} timeZone={company.timeZone} />;
}

type Editing = { draft: SheetDraft; docketCount: number | null };

function WeeklyTimesheets({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const client = useQueryClient();
  const [weekEnding, setWeekEnding] = useState(() => weekEndingOf(todayIn(timeZone)));
  const [employeeId, setEmployeeId] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [starting, setStarting] = useState(false);
  const [results, setResults] = useState<SubmissionResult[] | null>(null);
  const sheets = useWeekSheets(companyId, weekEnding);
  const employees = useEmployees(companyId);
  const xero = useXeroConnection();
  const submit = useSubmitWeek(setResults);

  const goTo = (date: string) => {
    setWeekEnding(weekEndingOf(date));
    setEditing(null);
    setResults(null);
  };

  /** New Timesheet: from the employee's dockets of the week; their sheet if they have one. */
  const startNew = async () => {
    const employee = employees.data?.find((e) => String(e.id) === employeeId);
    if (!employee) {
      toast({ variant: 'destructive', title: WEEKLY_MSG.selectUser });
      return;
    }
    const existing = sheets.data?.find((s) => s.userId === employee.id && s.weekEnding === weekEnding);
    if (existing) {
      toast({ title: WEEKLY_MSG.exists });
      setEditing({ draft: sheetDraftOf(existing), docketCount: null });
      return;
    }
    setStarting(true);
    try {
      const start = await client.fetchQuery(getWeekFromDocketsQuery(employee.id, weekEnding));
      setEditing({
        draft: newSheetDraft(employee, weekEnding, start.entries),
        docketCount: start.docketCount,
      });
    } catch (error) {
      toastFailure('Error', error, 'Failed to read the week’s dockets');
    } finally {
      setStarting(false);
    }
  };

  const submitWeek = () => {
    if (sheets.data && !sheets.data.some((s) => s.status === 'approved')) {
      toast({ variant: 'destructive', title: PAYROLL_MSG.noApproved });
      return;
    }
    submit.mutate(weekEnding);
  };

  return (
    <main className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Weekly Timesheets</h1>
          <p className="text-base text-ink-muted">
            Each employee’s week, Monday to Sunday: ordinary, overtime, sick and holiday hours.
          </p>
        </div>
        <Button asChild variant="link" className="px-0">
          <Link to="/timesheets-payroll">
            <ListChecks aria-hidden="true" />
            Payroll timesheets
          </Link>
        </Button>
      </div>
      <WeekToolbar
        weekEnding={weekEnding}
        onWeek={goTo}
        onStep={(weeks) => goTo(addDays(weekEnding, weeks * 7))}
        employees={employees.data ?? []}
        employeeId={employeeId}
        onEmployee={setEmployeeId}
        onNew={() => void startNew()}
        starting={starting}
        onSubmit={submitWeek}
        submitting={submit.isPending}
        connected={xero.data ? xero.data.connected : xero.isError ? false : null}
      />
      {results && <SubmitResults results={results} />}
      {editing && (
        <SheetEditor
          key={`${editing.draft.id ?? 'new'}-${editing.draft.userId}`}
          draft={editing.draft}
          docketCount={editing.docketCount}
          onChange={(draft) => setEditing({ ...editing, draft })}
          onClose={() => setEditing(null)}
        />
      )}
      <section aria-labelledby="weekly-list-title" className="grid gap-3">
        <h2 id="weekly-list-title" className="text-xl font-bold">
          Timesheets for the week ending {longCalendarDate(weekEnding)}
        </h2>
        {sheets.data ? (
          <SheetList
            sheets={sheets.data}
            onEdit={(sheet) => setEditing({ draft: sheetDraftOf(sheet), docketCount: null })}
          />
        ) : sheets.isError ? (
          <LoadFailed title="Failed to fetch weekly timesheets" onRetry={() => void sheets.refetch()} />
        ) : (
          <LoadingText label="Loading weekly timesheets…" className="justify-center py-10 text-base" />
        )}
      </section>
    </main>
  );
}
