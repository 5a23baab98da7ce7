import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, CloudUpload, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { persistWorkerReads } from '../../../lib/offline/persist';
import type { QueuedChange } from '../../../lib/offline/queue-state';
import { offlineSync } from '../../../lib/offline/sync';
import { changePreview } from '../offline-docket';
import { docketKeys, projectsQuery, rateItemsQuery } from '../queries';
import { docketTransport } from './queue-change';
import { useQueueState, useSyncSending } from './use-queue';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const KIND_WORDS: Record<QueuedChange['kind'], string> = {
  create: 'New docket',
  update: 'Changes to a docket',
  delete: 'Deleting a docket',
  approve: 'Signed approval',
};

/**
 * The sync state on every screen of someone who records dockets (DECISIONS 'Offline'): how many
 * dockets wait to be sent, 'Sending…', 'All sent', and the changes the server refused, each with
 * its reason and Fix or Discard. Mounting it starts the queue's sending and (for workers, who get
 * no money) keeps their reads in IndexedDB for offline use.
 */
export function OfflineSync({ user }: { user: UserReply }) {
  const client = useQueryClient();
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
    // Every assigned project's work items, so a docket can be recorded offline on any of them.
    if (navigator.onLine)
      void client
        .fetchQuery(projectsQuery(user.id))
        .then((projects) => Promise.all(projects.map((p) => client.prefetchQuery(rateItemsQuery(p.id)))));
    return stop;
  }, [client, user.id, user.role]);
  if (!records) return null;
  return <SyncBar userId={user.id} />;
}

function SyncBar({ userId }: { userId: number }) {
  const state = useQueueState();
  const sending = useSyncSending();
  const [open, setOpen] = useState(false);
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
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
          <AlertTriangle aria-hidden="true" className="text-red-700" />
          {plural(refused.length, 'change needs', 'changes need')} attention
        </Button>
      )}
      <Dialog open={open && refused.length > 0} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Needs attention</DialogTitle>
            <DialogDescription>
              The server refused these changes. They stay on this phone until you fix or discard them.
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3">
            {refused.map((change) => (
              <RefusedChange key={change.id} change={change} onDone={() => setOpen(false)} />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RefusedChange({ change, onDone }: { change: QueuedChange; onDone: () => void }) {
  const navigate = useNavigate();
  const preview = changePreview(change);
  const title = [KIND_WORDS[change.kind], preview?.projectName, preview?.date].filter(Boolean).join(' · ');
  const fixable = change.kind === 'create' || change.kind === 'update';
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-red-800">{change.attention}</p>
      <div className="flex justify-end gap-2">
        {fixable && (
          <Button
            type="button"
            size="sm"
            onClick={() => {
              onDone();
              void navigate(`/timesheets/${change.docketId}/edit`);
            }}
          >
            Fix
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={() => void offlineSync.discard(change.id)}>
          Discard
        </Button>
      </div>
    </li>
  );
}
