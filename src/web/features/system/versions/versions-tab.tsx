import { Check, History } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useVersions } from '../api/get-versions';
import { EmptyState } from '../../../components/empty-state';
import { dateTime } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';

/** Settings → Versions (admin, office): what was released when, newest first. */
export function VersionsTab({ timeZone }: { timeZone: string }) {
  const versions = useVersions();
  return (
    <section aria-labelledby="versions-title" className="grid gap-5">
      <SectionHeading
        id="versions-title"
        title="Versions"
        description="Every release of SiteDockets on this server, with what changed. The newest is at the top."
      />
      <QueryState query={versions} failure="Failed to fetch versions" loading="Loading versions…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={History}
              title="No versions recorded yet"
              text="Releases appear here once the server has started."
            />
          ) : (
            <ol className="grid gap-3">
              {list.map((entry, index) => (
                <li key={entry.id}>
                  <Card className="grid gap-3 p-4 sm:p-5">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h3 className="font-mono text-lg font-bold">v{entry.version.replace(/^v/i, '')}</h3>
                      {index === 0 && <Badge variant="green">Latest</Badge>}
                      <span className="text-sm text-ink-muted sm:ml-auto">
                        {dateTime(entry.deployedAt, timeZone)}
                      </span>
                    </div>
                    {entry.releaseNotes && <p className="text-base text-pretty">{entry.releaseNotes}</p>}
                    {entry.features.length > 0 && (
                      <ul className="grid gap-1.5">
                        {entry.features.map((feature) => (
                          <li key={feature} className="flex items-start gap-2 text-sm">
                            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                            {feature}
                          </li>
                        ))}
                      </ul>
                    )}
                    {(entry.buildNumber || entry.deployedBy) && (
                      <p className="flex flex-wrap gap-x-4 text-xs text-ink-muted">
                        {entry.buildNumber && <span>Build {entry.buildNumber}</span>}
                        {entry.deployedBy && <span>Released by {entry.deployedBy}</span>}
                      </p>
                    )}
                  </Card>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
