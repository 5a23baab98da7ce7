import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/form-field';

type Registered = UseFormRegisterReturn & { error?: string };

/** Rate ($), step 0.01, and Tax Rate (%), 0 to 100 step 0.1 (spec 002 §5), of a project rate item. */
export function RateFields({
  idPrefix,
  rate,
  taxRate,
}: {
  idPrefix: string;
  rate: Registered;
  taxRate: Registered;
}) {
  return (
    <>
      <InputField
        id={`${idPrefix}-rate`}
        label="Rate ($)"
        required
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        {...rate}
      />
      <InputField
        id={`${idPrefix}-tax`}
        label="Tax Rate (%)"
        type="number"
        inputMode="decimal"
        step="0.1"
        min="0"
        max="100"
        {...taxRate}
      />
    </>
  );
}
