import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OnDemandDialogProps } from '../../../components/dialog-on-demand';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { QueuedChange } from './queue/queue-state';
import { offlineSync } from './queue/sync';
import { changePreview } from '../offline-docket';
import type { QueuedAttachment } from '../attachments/queued-attachment';
import { discardAttachment, retryAttachment } from '../attachments/queue';
import { resolvedDocketId } from '../attachments/queue/attachment-state';
import { docketKeys } from '../api/keys';
import type { Docket } from '../types';
import { useQueueState } from './use-queue';

const KIND_WORDS: Record<QueuedChange['kind'], string> = {
  create: 'New docket',
  update: 'Changes to a docket',
  delete: 'Deleting a docket',
  approve: 'Signed approval',
};

/**
 * 'Needs attention': the changes the server refused, each with its reason and Fix or Discard
 * (DECISIONS 'Offline'), then the photos and files it refused (issue 28) with Retry or Discard.
 * Loaded on the first tap of the sync bar's button (sync-status.tsx).
 */
export function NeedsAttentionDialog({
  refused,
  refusedFiles,
  open,
  setOpen,
  onCloseAutoFocus,
}: OnDemandDialogProps & { refused: QueuedChange[]; refusedFiles: QueuedAttachment[] }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Needs attention</DialogTitle>
          <DialogDescription>
            {refusedFiles.length === 0
              ? 'The server refused these changes. They stay on this phone until you fix or discard them.'
              : 'The server refused these. They stay on this phone until you fix, retry or discard them.'}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {refused.map((change) => (
            <RefusedChange key={change.id} change={change} onDone={() => setOpen(false)} />
          ))}
          {refusedFiles.map((file) => (
            <RefusedFile key={file.id} file={file} />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
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

/** The date of a refused photo's docket when the phone knows it: its queued copy or its last read. */
function useDocketDate(docketId: number): string | null {
  const client = useQueryClient();
  const state = useQueueState();
  const queued = state.changes.find((c) => c.docketId === docketId && c.preview)?.preview;
  const read = client.getQueryData<Docket>(docketKeys.one(resolvedDocketId(state, docketId)));
  return queued?.date ?? read?.date ?? null;
}

function RefusedFile({ file }: { file: QueuedAttachment }) {
  const date = useDocketDate(file.docketId);
  const title = [file.fileName, date ? `docket of ${date}` : null].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3" data-testid="refused-attachment">
      <p className="font-semibold break-all">{title}</p>
      <p className="text-sm text-red-800">{file.attention}</p>
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" onClick={() => void retryAttachment(file.id)}>
          Retry
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => void discardAttachment(file.id)}>
          Discard
        </Button>
      </div>
    </li>
  );
}
