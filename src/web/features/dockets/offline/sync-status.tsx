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
import { startAttachmentSync, useAttachmentQueueSummary } from '../attachments/queue';
import { summaryText } from '../attachments/queue/attachment-state';
import { attachmentKeys } from '../attachments/keys';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';

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
    if (!records) return;
    // Photos and files follow their docket (issue 28): a second queue that starts after it.
    return startAttachmentSync(user.id, ({ docketId, attachment }) => {
      if (attachment) {
        client.setQueryData<AttachmentReply[]>(attachmentKeys.ofDocket(docketId), (list) =>
          list && !list.some((a) => a.id === attachment.id) ? [...list, attachment] : list,
        );
      }
      void client.invalidateQueries({ queryKey: attachmentKeys.ofDocket(docketId) });
      void client.invalidateQueries({ queryKey: docketKeys.one(docketId) });
    });
  }, [client, records, user.id]);
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

/** The button's words: '1 change needs attention', '2 photos need attention', else 'Needs attention (3)'. */
function refusedLabel(changes: number, files: readonly { kind: 'photo' | 'file' }[]): string {
  if (files.length === 0) return `${plural(changes, 'change needs', 'changes need')} attention`;
  if (changes === 0 && files.every((f) => f.kind === 'photo')) {
    return `${plural(files.length, 'photo needs', 'photos need')} attention`;
  }
  return `Needs attention (${changes + files.length})`;
}

function SyncBar({ userId }: { userId: number }) {
  const state = useQueueState();
  const sending = useSyncSending();
  const dialog = useDialogOnDemand();
  const attachments = useAttachmentQueueSummary(userId);
  const mine = state.changes.filter((c) => c.userId === userId);
  const refused = mine.filter((c) => c.attention !== null);
  const waiting = new Set(mine.filter((c) => c.attention === null).map((c) => c.docketId)).size;
  const files = summaryText(attachments);
  const busy = (sending && waiting > 0) || attachments.sending !== null;
  const docketText =
    sending && waiting > 0
      ? 'Sending…'
      : waiting > 0
        ? `${plural(waiting, 'docket', 'dockets')} waiting to send`
        : files
          ? null
          : 'All sent';
  const Icon = busy ? Loader2 : waiting > 0 || files ? CloudUpload : CheckCircle2;
  const attention = refused.length + attachments.refused.length;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 px-4 pt-2 text-sm" data-testid="sync-state">
      <p
        role="status"
        className="flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-ink-muted"
      >
        <Icon aria-hidden="true" className={busy ? 'size-4 shrink-0 animate-spin' : 'size-4 shrink-0'} />
        {[docketText, files].filter(Boolean).join(' · ')}
      </p>
      {attention > 0 && (
        <Button type="button" size="sm" variant="outline" {...dialog.triggerProps}>
          <AlertTriangle aria-hidden="true" className="text-red-700" />
          {refusedLabel(refused.length, attachments.refused)}
        </Button>
      )}
      {dialog.asked && (
        <Suspense fallback={null}>
          <NeedsAttentionDialog
            refused={refused}
            refusedFiles={attachments.refused}
            open={dialog.open && attention > 0}
            setOpen={dialog.setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
          />
        </Suspense>
      )}
    </div>
  );
}
