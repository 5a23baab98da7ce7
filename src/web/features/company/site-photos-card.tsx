import { formatBytes } from '../../../shared/bytes';
import type { AttachmentSettingsReply } from '../../../shared/dockets/attachments/schemas';
import { QueryState } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { useSaveSitePhotoSettings, useSitePhotoSettings } from './api/site-photo-settings';

/** The share of the company's storage in use, 0..100, for the bar. */
const usedShare = ({ usedBytes, limitBytes }: AttachmentSettingsReply): number =>
  limitBytes > 0 ? Math.min(100, Math.round((usedBytes / limitBytes) * 100)) : 0;

function PhotoSettings({ settings }: { settings: AttachmentSettingsReply }) {
  const save = useSaveSitePhotoSettings();
  const share = usedShare(settings);
  const used = `Storage used: ${formatBytes(settings.usedBytes)} of ${formatBytes(settings.limitBytes)}`;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <p id="photo-storage-label" className="text-sm font-semibold">
          {used}
        </p>
        <div
          role="progressbar"
          aria-labelledby="photo-storage-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          className="h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
        >
          <div
            className={share >= 90 ? 'h-full bg-danger' : 'h-full bg-brand'}
            style={{ width: `${share}%` }}
          />
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-line p-3">
        <div className="grid gap-0.5">
          <label htmlFor="keep-photo-place" className="text-sm font-semibold">
            Keep where and when photos were taken
          </label>
          <p id="keep-photo-place-hint" className="text-sm text-ink-muted">
            Off: photos are stripped of their location, time and camera details when they arrive.
          </p>
        </div>
        <Switch
          id="keep-photo-place"
          aria-describedby="keep-photo-place-hint"
          checked={settings.keepPhotoPlace}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate(on)}
        />
      </div>
    </div>
  );
}

/**
 * Settings → Company Info 'Site photos' (issue 28; admin and office): how much of the company's
 * storage the photos and files use, and whether photos keep where and when they were taken.
 */
export function SitePhotosCard() {
  const settings = useSitePhotoSettings();
  return (
    <Card className="grid gap-4 p-4 sm:p-6" data-testid="photo-settings">
      <div className="grid gap-1">
        <h3 className="text-lg font-bold">Site photos</h3>
        <p className="text-sm text-ink-muted">Photos and files attached to dockets.</p>
      </div>
      <QueryState query={settings} failure="Failed to fetch the photo settings" loading="Loading…">
        {(data) => <PhotoSettings settings={data} />}
      </QueryState>
    </Card>
  );
}
