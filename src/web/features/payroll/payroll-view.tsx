import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '../../../shared/dates';
import type { PayrollSettings } from '../../../shared/payroll/schemas';
import { LoadFailed } from '../../components/load-failed';
import { LoadingText } from '../../components/ui/spinner';
import { PayrollControls } from './payroll-controls';
import { NoPayCyclesNotice, PeriodHeader } from './period-header';
import { usePayrollSettings } from '../xero/api';
import { usePayCycles } from './api/get-pay-cycles';
import { payrollKeys } from './api/keys';
import type { PayCycles } from './api/types';
import { PeriodSheets } from './period-sheets';
import { ALL_EMPLOYEES } from './employee-select';

const frame = 'mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-10';

/**
 * The period shown, kept in the address (?date=, none: the one holding today) so a docket's preview
 * returns to the same period; its settings; then the period itself.
 */
export function PayrollView({ companyId }: { companyId: number }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && isIsoDate(asked) ? asked : null;
  const setDate = (next: string | null) => setSearch(next ? { date: next } : {});
  const cycles = usePayCycles(companyId, date);
  const settings = usePayrollSettings(companyId);
  const failed = cycles.isError
    ? { title: 'Failed to fetch pay cycles', retry: () => void cycles.refetch() }
    : settings.isError
      ? { title: 'Failed to fetch payroll settings', retry: () => void settings.refetch() }
      : null;
  return (
    <main className={frame}>
      {failed ? (
        <LoadFailed title={failed.title} onRetry={failed.retry} />
      ) : !cycles.data || !settings.data ? (
        <LoadingText label="Loading the pay period…" className="justify-center py-16 text-base" />
      ) : (
        <Period
          companyId={companyId}
          cycles={cycles.data}
          settings={settings.data}
          changingPeriod={cycles.isPlaceholderData}
          goTo={setDate}
        />
      )}
    </main>
  );
}

type PeriodProps = {
  companyId: number;
  cycles: PayCycles;
  settings: PayrollSettings;
  changingPeriod: boolean;
  goTo: (date: string | null) => void;
};

function Period({ companyId, cycles, settings, changingPeriod, goTo }: PeriodProps) {
  const client = useQueryClient();
  const [threshold, setThreshold] = useState(settings.overtimeThresholdHours);
  const [employee, setEmployee] = useState(ALL_EMPLOYEES);
  const [refreshing, setRefreshing] = useState(false);
  const { startDate, endDate } = cycles.cycle;
  const period = useMemo(() => ({ start: startDate, end: endDate }), [startDate, endDate]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all(payrollKeys(companyId).map((queryKey) => client.invalidateQueries({ queryKey })));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <PeriodHeader
        cycles={cycles}
        loading={changingPeriod}
        refreshing={refreshing}
        onPrevious={() => goTo(cycles.previous.startDate)}
        onCurrent={() => goTo(null)}
        onNext={() => goTo(cycles.next.startDate)}
        onRefresh={() => void refresh()}
      />
      {cycles.source === 'fallback' && (
        <NoPayCyclesNotice fortnightly={cycles.cycle.cycleType === 'FORTNIGHTLY'} />
      )}
      <PayrollControls
        companyId={companyId}
        period={period}
        threshold={threshold}
        savedThreshold={settings.overtimeThresholdHours}
        onThreshold={setThreshold}
        employee={employee}
        onEmployee={setEmployee}
      />
      <PeriodSheets companyId={companyId} period={period} threshold={threshold} employee={employee} />
    </>
  );
}
