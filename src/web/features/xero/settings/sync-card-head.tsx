import { RefreshCw } from 'lucide-react';
import { ProFeature } from '../../../components/available-on-pro';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The head of a Settings → Xero card that mirrors something from Xero (tax codes, pay calendars):
 * its title and what it is for, and the button that syncs it ('Available on PRO' without the plan).
 */
export function SyncCardHead({
  title,
  description,
  label,
  sync,
}: {
  title: string;
  description: string;
  label: string;
  sync: { isPending: boolean; mutate: () => void };
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      <ProFeature label={label} variant="outline">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={sync.isPending}
          onClick={() => sync.mutate()}
        >
          {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {label}
        </Button>
      </ProFeature>
    </div>
  );
}
