import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { whenIdle } from '../../lib/when-idle';
import { recordVersion } from '../../features/auth/api/record-app-version';
import { applyUpdate, checkForUpdate, versionsQuery, VERSIONS_REFRESH_MS } from './app-update';

/** 'App Update Available' (spec 002): shown when a newer version than the user's was released. */
export function UpdateBanner({ currentVersion }: { currentVersion: string | null }) {
  const queryClient = useQueryClient();
  // The first check waits until the page has shown (issue 17): a release is not the first screen's news.
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const versions = useQuery({ ...versionsQuery(), enabled: ready, refetchInterval: VERSIONS_REFRESH_MS });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const recorded = useRef(false);
  const check = checkForUpdate(versions.data, currentVersion);

  const toRecord = check.kind === 'record' ? check.latest : null;

  useEffect(() => {
    if (!toRecord || recorded.current) return;
    recorded.current = true;
    void recordVersion(toRecord);
  }, [toRecord]);

  if (check.kind !== 'offer' || dismissed === check.latest) return null;

  const refresh = () => {
    setRefreshing(true);
    void applyUpdate(check.latest, queryClient);
  };

  return (
    <section aria-label="App update" className="border-b border-amber-300 bg-brand-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-text max-sm:hidden" />
        <p className="min-w-0 flex-1 text-sm text-ink">
          <strong className="font-bold">App Update Available</strong>
          <span className="mx-1.5 text-ink-muted" aria-hidden="true">
            ·
          </span>
          Version {check.latest} is now available
          <span className="text-ink-muted"> (current version {check.current})</span>
        </p>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="secondary" onClick={refresh} disabled={refreshing}>
            {refreshing ? (
              <Spinner className="size-4" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Dismiss update notice"
            onClick={() => setDismissed(check.latest)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
