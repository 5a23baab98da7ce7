import { Download } from 'lucide-react';
import { formatBytes } from '../../../../shared/bytes';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { dateTime } from '../../../lib/format';
import { downloadExport } from '../api/download-export';
import { isBeingMade, type ShownExport } from '../api/get-exports';

const STATUS: Record<ShownExport['status'], { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Waiting to start', variant: 'yellow' },
  running: { label: 'Being made', variant: 'blue' },
  ready: { label: 'Ready', variant: 'green' },
  failed: { label: 'Failed', variant: 'red' },
  expired: { label: 'Expired', variant: 'neutral' },
};

/** One export: its progress while it is made, Download and its expiry once ready. */
export function ExportCard({
  shown,
  companyId,
  timeZone,
}: {
  shown: ShownExport;
  companyId: number;
  timeZone: string;
}) {
  const status = STATUS[shown.status];
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-bold">Export of {dateTime(shown.createdAt, timeZone)}</h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {isBeingMade(shown) && (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Export progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown.progress}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${shown.progress}%` }}
            />
          </div>
          <p className="text-sm text-ink-muted">
            {shown.progress}% done. You can leave this page: we will e-mail you when it is ready.
          </p>
        </div>
      )}
      {shown.status === 'ready' && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button onClick={() => void downloadExport(companyId, shown)}>
            <Download aria-hidden="true" />
            Download
          </Button>
          <p className="text-sm text-ink-muted">
            {shown.fileName} · {formatBytes(shown.sizeBytes ?? 0)} · available until{' '}
            {shown.expiresAt && dateTime(shown.expiresAt, timeZone)}
          </p>
        </div>
      )}
      {shown.status === 'failed' && <p className="text-sm text-danger">{shown.error}</p>}
      {shown.status === 'expired' && (
        <p className="text-sm text-ink-muted">Its file has been deleted. Export again for a new copy.</p>
      )}
    </Card>
  );
}
