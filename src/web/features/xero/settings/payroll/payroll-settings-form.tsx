import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type PayrollSettings,
  type PayrollSettingsBody,
  payrollSettingsBody,
} from '../../../../../shared/payroll/schemas';
import { InputField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { EarningsRatesDialog } from './earnings-rates-dialog';
import { useSavePayrollSettings } from '../../api/save-payroll-settings';

type FormValues = z.input<typeof payrollSettingsBody>;

const valuesOf = (settings: PayrollSettings): FormValues => ({
  ordinaryHoursEarningsRateId: settings.ordinaryHoursEarningsRateId ?? '',
  ordinaryHoursEarningsRateName: settings.ordinaryHoursEarningsRateName ?? '',
  overtimeHoursEarningsRateId: settings.overtimeHoursEarningsRateId ?? '',
  overtimeHoursEarningsRateName: settings.overtimeHoursEarningsRateName ?? '',
});

const FIELDS = [
  { name: 'ordinaryHoursEarningsRateId', label: 'Ordinary Hours Earnings Rate ID', mono: true },
  { name: 'ordinaryHoursEarningsRateName', label: 'Ordinary Hours Earnings Rate Name', mono: false },
  { name: 'overtimeHoursEarningsRateId', label: 'Overtime Hours Earnings Rate ID', mono: true },
  { name: 'overtimeHoursEarningsRateName', label: 'Overtime Hours Earnings Rate Name', mono: false },
] as const;

/**
 * The payroll settings panel (002 §2, §4): the Xero earnings rates that ordinary and overtime hours
 * are sent as, all four fields required; View Earnings Rates picks them from Xero's list.
 */
export function PayrollSettingsForm({
  companyId,
  settings,
}: {
  companyId: number;
  settings: PayrollSettings;
}) {
  const [ratesOpen, setRatesOpen] = useState(false);
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-lg font-bold">Payroll</h3>
          <p className="text-sm text-ink-muted">
            The Xero Payroll earnings rates that ordinary and overtime hours are sent as.
          </p>
        </div>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => setRatesOpen(true)}>
          <BookOpen aria-hidden="true" />
          View Earnings Rates
        </Button>
      </div>
      {/* Read again when the settings change (a rate saved from the dialog). */}
      <RatesForm key={JSON.stringify(valuesOf(settings))} companyId={companyId} settings={settings} />
      <EarningsRatesDialog
        companyId={companyId}
        settings={settings}
        open={ratesOpen}
        onOpenChange={setRatesOpen}
      />
    </Card>
  );
}

function RatesForm({ companyId, settings }: { companyId: number; settings: PayrollSettings }) {
  const form = useForm<FormValues, unknown, PayrollSettingsBody>({
    resolver: zodResolver(payrollSettingsBody),
    defaultValues: valuesOf(settings),
  });
  const { errors } = form.formState;
  const save = useSavePayrollSettings(companyId);
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form noValidate onSubmit={submit} aria-label="Payroll settings">
      <fieldset disabled={save.isPending} className="grid gap-4">
        <legend className="sr-only">Payroll settings</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <InputField
              key={field.name}
              id={`payroll-${field.name}`}
              label={field.label}
              required
              autoComplete="off"
              spellCheck={false}
              className={field.mono ? 'font-mono text-sm' : undefined}
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
        </div>
        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto">
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            {save.isPending ? 'Saving…' : 'Save Payroll Settings'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
