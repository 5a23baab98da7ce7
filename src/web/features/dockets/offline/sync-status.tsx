import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, CloudUpload, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { DEFAULT_TIME_ZONE, todayIn, weekOf } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { useDialogOnDemand } from '../../../components/dialog-on-demand';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/api';
import { persistWorkerReads } from '../../../lib/offline/persist';
import { offlineSync } from './queue/sync';
import { whenIdle } from '../../../lib/when-idle';
import { projectsQuery } from '../api/get-assigned-projects';
import { rateItemsQuery } from '../api/get-rate-items';
import { weekQuery } from '../api/get-worker-dockets';
import { docketKeys } from '../api/keys';
import { docketTransport } from '../api/send-docket-change';
import { useQueueState, useSyncSending } from './use-queue';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The refused changes' dialog loads on the first tap of its button, not with every worker screen. */
const NeedsAttentionDialog = lazy(() =>
  import('./needs-attention-dialog').then((m) => ({ default: m.NeedsAttentionDialog })),
);

/**
 * The sync state on every screen of someone who records dockets (DECISIONS 'Offline'): how many
 * dockets wait to be sent, 'Sending…', 'All sent', and the changes the server refused, each with
 * its reason and Fix or Discard. Mounting it starts the queue's sending and (for workers, who get
 * no money) keeps their reads in IndexedDB for offline use.
 */
export function OfflineSync({ user }: { user: UserReply }) {
  const client = useQueryClient();
  const timeZone = useAuth().company?.timeZone ?? DEFAULT_TIME_ZONE;
  const records = can(user.role, 'dockets.create');
  useEffect(() => {
    if (!records) return;
    return offlineSync.start(user.id, docketTransport, () => {
      void client.invalidateQueries({ queryKey: docketKeys.ofWorker(user.id) });
      void client.invalidateQueries({ queryKey: ['/api/timesheets'] });
      void client.invalidateQueries({ queryKey: ['/api/companies', user.companyId] });
    });
  }, [client, records, user.id, user.companyId]);
  useEffect(() => {
    if (can(user.role, 'money.read')) return;
    const stop = persistWorkerReads(client, user.id);
    // Read ahead for offline use once the page has shown (the first screen does not need it).
    const cancel = whenIdle(() => {
      if (!navigator.onLine) return;
      // Every assigned project's work items, so a docket can be recorded offline on any of them.
      void client
        .fetchQuery(projectsQuery(user.id))
        .then((projects) => Promise.all(projects.map((p) => client.prefetchQuery(rateItemsQuery(p.id)))))
        .catch(() => undefined);
      // This week's dockets, so each of its days shows offline even if never opened (stored-reads.ts).
      const week = weekOf(todayIn(timeZone));
      void client.prefetchQuery(weekQuery(user.id, week[0]!, week[6]!));
    });
    return () => {
      cancel();
      stop();
    };
  }, [client, user.id, user.role, timeZone]);
  if (!records) return null;
  return <SyncBar userId={user.id} />;
}

function SyncBar({ userId }: { userId: number }) {
  const state = useQueueState();
  const sending = useSyncSending();
  const dialog = useDialogOnDemand();
  const mine = state.changes.filter((c) => c.userId === userId);
  const refused = mine.filter((c) => c.attention !== null);
  const waiting = new Set(mine.filter((c) => c.attention === null).map((c) => c.docketId)).size;
  const text =
    sending && waiting > 0
      ? 'Sending…'
      : waiting > 0
        ? `${plural(waiting, 'docket', 'dockets')} waiting to send`
        : 'All sent';
  const Icon = sending && waiting > 0 ? Loader2 : waiting > 0 ? CloudUpload : CheckCircle2;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 px-4 pt-2 text-sm" data-testid="sync-state">
      <p
        role="status"
        className="flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-ink-muted"
      >
        <Icon aria-hidden="true" className={sending && waiting > 0 ? 'size-4 animate-spin' : 'size-4'} />
        {text}
      </p>
      {refused.length > 0 && (
        <Button type="button" size="sm" variant="outline" {...dialog.triggerProps}>
          <AlertTriangle aria-hidden="true" className="text-red-700" />
          {plural(refused.length, 'change needs', 'changes need')} attention
        </Button>
      )}
      {dialog.asked && (
        <Suspense fallback={null}>
          <NeedsAttentionDialog
            refused={refused}
            open={dialog.open && refused.length > 0}
            setOpen={dialog.setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
          />
        </Suspense>
      )}
    </div>
  );
}
