import { Card } from '../../../components/ui/card';
import type { ForemanProject } from './types';

/** Spec 001 §2.6: the project the list belongs to. */
export function ProjectInfoCard({
  project,
  companyName,
}: {
  project: ForemanProject;
  companyName: string | null;
}) {
  const rows = [
    { label: 'Location', value: project.location ?? '—' },
    { label: 'Job number', value: project.jobNumber ?? '—' },
    { label: 'Project code', value: project.code, mono: true },
  ];
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,3fr)] sm:items-center sm:gap-6 sm:p-5">
      <div className="grid gap-0.5">
        {companyName && (
          <p className="text-xs font-bold tracking-widest text-brand-text uppercase">{companyName}</p>
        )}
        <p className="text-lg leading-snug font-bold text-balance">{project.name}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className={row.label === 'Location' ? 'col-span-2 sm:col-span-1' : undefined}>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{row.label}</dt>
            <dd
              className={row.mono ? 'font-mono text-base font-bold tracking-wider' : 'text-base font-medium'}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
