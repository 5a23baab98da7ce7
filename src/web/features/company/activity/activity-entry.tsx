import { Globe, Monitor } from 'lucide-react';
import { ACTIVITY_KINDS } from '../../../../shared/company/activity-kinds';
import { Card } from '../../../components/ui/card';
import { dateTime } from '../../../lib/format';
import { ActivityChanges } from './activity-changes';
import type { ActivityRow } from '../api/get-activity';

/** A user agent reduced to what a person recognises: 'Chrome on Windows'. */
export function deviceName(agent: string | null): string {
  if (!agent) return 'Unknown device';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const system = /iPhone|iPad/.test(agent)
    ? 'iPhone'
    : /Android/.test(agent)
      ? 'Android'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'Mac'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  if (!browser && !system) return agent.slice(0, 40);
  return [browser, system].filter(Boolean).join(' on ');
}

/** One entry of the trail: what changed, who and when, from where, and the values before and after. */
export function ActivityEntry({ entry, timeZone }: { entry: ActivityRow; timeZone: string }) {
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-bold">
          {ACTIVITY_KINDS[entry.kind]}
          <span className="font-normal text-ink-muted"> · {entry.subjectLabel}</span>
        </h2>
        <time className="text-sm text-ink-muted" dateTime={String(entry.at)}>
          {dateTime(String(entry.at), timeZone)}
        </time>
      </div>
      <ActivityChanges before={entry.before} after={entry.after} />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{entry.userName}</span>
        <span className="inline-flex items-center gap-1" title={entry.device ?? undefined}>
          <Monitor aria-hidden="true" className="size-3.5" />
          {deviceName(entry.device)}
        </span>
        {entry.address && (
          <span className="inline-flex items-center gap-1">
            <Globe aria-hidden="true" className="size-3.5" />
            {entry.address}
          </span>
        )}
      </p>
    </Card>
  );
}
