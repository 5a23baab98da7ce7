import { SegmentedFilter } from '../../../components/segmented-filter';
import { FILTERS } from './labels';
import type { LogFilter as Filter } from './types';

/** All Emails, Successful Only, Failed Only, Not delivered. */
export function LogFilter({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  return <SegmentedFilter label="Show e-mails" options={FILTERS} value={value} onChange={onChange} />;
}
