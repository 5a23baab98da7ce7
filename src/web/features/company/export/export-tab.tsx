import { Archive, FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
import { ExportCard } from './export-card';
import { isBeingMade, useExports } from '../api/get-exports';
import { useStartExport } from '../api/start-export';

/**
 * Settings → Data export (admin): everything the company owns as one ZIP of CSVs and PDFs, made in
 * the background, downloadable by the admin who asked for it until it expires.
 */
export function ExportTab({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const exports = useExports(companyId);
  const start = useStartExport(companyId);
  const busy = exports.data?.exports.some(isBeingMade) ?? false;
  return (
    <section aria-labelledby="export-title" className="grid gap-5">
      <SectionHeading
        id="export-title"
        title="Data export"
        description="Your projects, clients, people, dockets, invoices and timesheets as spreadsheet (CSV) files, with the PDFs of approved dockets and invoices, in one ZIP. Only you can download it, for a limited time."
        action={
          <Button onClick={() => start.mutate()} disabled={start.isPending || busy}>
            <FileDown aria-hidden="true" />
            Export company data
          </Button>
        }
      />
      <QueryState query={exports} failure="Failed to fetch your exports" loading="Loading your exports…">
        {({ exports: list }) =>
          list.length === 0 ? (
            <EmptyState
              icon={Archive}
              title="No exports yet"
              text="Press Export company data: the ZIP is made in the background and we e-mail you when it is ready."
            />
          ) : (
            <ol className="grid gap-3" aria-label="Your exports">
              {list.map((shown) => (
                <li key={shown.id}>
                  <ExportCard shown={shown} companyId={companyId} timeZone={timeZone} />
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
