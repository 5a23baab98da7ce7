import { Link, useLocation } from 'react-router';
import { previewPath, rememberReturnTo } from '../dockets/api';

/** The return address the docket preview's Back uses (as /invoices stores its own). */
export const PAYROLL_PATH = '/timesheets-payroll';

/** Issue 15: the dockets behind a day, each opening its preview, which returns here (same period). */
export function DayDockets({ ids }: { ids: number[] }) {
  const { search } = useLocation();
  if (ids.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-1">
      {ids.map((id) => (
        <Link
          key={id}
          to={previewPath(id)}
          onClick={() => rememberReturnTo(`${PAYROLL_PATH}${search}`)}
          aria-label={`Docket #${id}, open its preview`}
          className="focus-ring inline-flex min-h-6 items-center rounded font-bold text-brand-text underline underline-offset-4"
        >
          #{id}
        </Link>
      ))}
    </span>
  );
}
