import { useMemo } from 'react';
import { payrollSheets, payrollTotals, type PayPeriod } from '../../../shared/payroll/hours';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../shared/xero/accounting-schemas';
import { LoadFailed } from '../../components/load-failed';
import { LoadingText } from '../../components/ui/spinner';
import { useEmployeeMappings, useXeroConnection } from '../xero/api';
import { useSubmitEmployee } from './api/confirm-xero-submission';
import { useCompletedDockets } from './api/get-completed-dockets';
import type { CompletedDocket, EmployeeMapping } from './api/types';
import { EmployeeSheetCard } from './employee-sheet';
import { ALL_EMPLOYEES } from './employee-select';
import type { EmployeeSheet } from './submission';
import { WholePeriod } from './whole-period';
import { fullName } from '../../../shared/people';

const NOT_MAPPED = 'Not mapped to a Xero employee: map them in Settings → Xero first.';

/** Every employee with counted dockets in the period, by name, computed as the server does. */
function sheetsOf(
  dockets: CompletedDocket[],
  users: EmployeeMapping[],
  period: PayPeriod,
  threshold: number,
): EmployeeSheet[] {
  const counted = dockets.map(({ id, userId, date, workedMinutes }) => ({ id, userId, date, workedMinutes }));
  const names = new Map(users.map((u) => [u.userId, fullName(u)]));
  for (const d of dockets) if (!names.has(d.userId)) names.set(d.userId, d.workerName);
  return [...payrollSheets(counted, period, threshold)]
    .map(([userId, days]) => ({ userId, name: names.get(userId) ?? '', days, totals: payrollTotals(days) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

type SheetsProps = { companyId: number; period: PayPeriod; threshold: number; employee: string };

/** The period's sheets (002 §2 'Per employee'), the whole-period submission above them. */
export function PeriodSheets({ companyId, period, threshold, employee }: SheetsProps) {
  const dockets = useCompletedDockets(companyId, period);
  const mappings = useEmployeeMappings(companyId);
  const connection = useXeroConnection();
  const submit = useSubmitEmployee(companyId, period, threshold);
  const users = useMemo(() => mappings.data?.users ?? [], [mappings.data]);
  const sheets = useMemo(
    () => sheetsOf(dockets.data?.dockets ?? [], users, period, threshold),
    [dockets.data, users, period, threshold],
  );
  const xeroIds = new Map(users.map((u) => [u.userId, u.xeroDisplayName ?? u.xeroEmployeeId]));
  const connected = connection.data?.connected === true;
  const notConnected = connection.isPending
    ? 'Checking the Xero connection…'
    : connected
      ? null
      : XERO_NOT_CONNECTED_MESSAGE;
  const anyMapped = users.some((u) => u.xeroEmployeeId);

  if (dockets.isError)
    return <LoadFailed title="Failed to fetch completed dockets" onRetry={() => void dockets.refetch()} />;
  if (dockets.isPending)
    return <LoadingText label="Loading the period's dockets…" className="justify-center py-12 text-base" />;

  const shown = employee === ALL_EMPLOYEES ? sheets : sheets.filter((s) => String(s.userId) === employee);
  const blockedFor = (sheet: EmployeeSheet) =>
    notConnected ??
    (xeroIds.get(sheet.userId) ? null : NOT_MAPPED) ??
    (sheet.totals.total === '0.00' ? 'No hours to submit' : null);

  return (
    <>
      <WholePeriod
        companyId={companyId}
        period={period}
        overtimeThreshold={threshold}
        blocked={notConnected ?? (anyMapped ? null : 'No employees are mapped to Xero employees yet.')}
      />
      <section aria-label="Employees' hours" className="grid gap-4">
        {shown.length === 0 && (
          <p className="rounded-card border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
            {employee === ALL_EMPLOYEES
              ? 'No approved dockets counted on timesheets in this period.'
              : 'No approved dockets counted on timesheets for this employee in this period.'}
          </p>
        )}
        {shown.map((sheet) => (
          <EmployeeSheetCard
            key={sheet.userId}
            sheet={sheet}
            xeroName={xeroIds.get(sheet.userId) ?? null}
            blocked={blockedFor(sheet)}
            submitting={submit.isPending && submit.variables?.userId === sheet.userId}
            onSubmit={() => submit.mutate(sheet)}
          />
        ))}
      </section>
    </>
  );
}
