import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { PayPeriod } from '../../../shared/payroll/hours';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { downloadReply } from '../../lib/download';
import { toastFailure } from '../../lib/failure';
import { EmployeeSelect } from './employee-select';
import { useEmployeeMappings } from '../xero/api';
import { getPayrollCsv } from './api/get-payroll-csv';
import { useSaveThreshold } from './api/save-threshold';
import { ThresholdInput } from './threshold-input';
import { fullName } from '../../../shared/people';

type ControlsProps = {
  companyId: number;
  period: PayPeriod;
  threshold: number;
  savedThreshold: number;
  onThreshold: (hours: number) => void;
  employee: string;
  onEmployee: (value: string) => void;
};

/** The employee selector, the daily overtime threshold and the period's CSV. */
export function PayrollControls(props: ControlsProps) {
  const { companyId, period, threshold } = props;
  const mappings = useEmployeeMappings(companyId);
  const save = useSaveThreshold(companyId);
  const [downloading, setDownloading] = useState(false);
  const employees = (mappings.data?.users ?? [])
    .map((u) => ({
      userId: u.userId,
      name: `${fullName(u)}${u.isActive ? '' : ' (deactivated)'}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const res = await getPayrollCsv(companyId, period, threshold);
      await downloadReply(res, `payroll-${period.start}-to-${period.end}.csv`);
    } catch (error) {
      toastFailure('Export failed', error, 'Failed to download the payroll CSV. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="flex flex-wrap items-start gap-4 p-4 sm:p-5">
      <EmployeeSelect employees={employees} value={props.employee} onChange={props.onEmployee} />
      <ThresholdInput saved={props.savedThreshold} onChange={props.onThreshold} save={save.mutate} />
      <div className="grid gap-1.5 max-sm:w-full sm:ml-auto sm:self-center">
        <Button variant="outline" onClick={() => void downloadCsv()} disabled={downloading}>
          {downloading ? <Spinner /> : <FileDown aria-hidden="true" />}
          Download CSV
        </Button>
      </div>
    </Card>
  );
}
