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

const KIND_WORDS: Record<QueuedChange['kind'], string> = {
  create: 'New docket',
  update: 'Changes to a docket',
  delete: 'Deleting a docket',
  approve: 'Signed approval',
};

/**
 * 'Needs attention': the changes the server refused, each with its reason and Fix or Discard
 * (DECISIONS 'Offline'). Loaded on the first tap of the sync bar's button (sync-status.tsx).
 */
export function NeedsAttentionDialog({
  refused,
  open,
  setOpen,
  onCloseAutoFocus,
}: OnDemandDialogProps & { refused: QueuedChange[] }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
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
