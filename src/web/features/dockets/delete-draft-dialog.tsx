import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useDialogOnDemand } from '../../components/dialog-on-demand';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { DeleteDraftProps } from './delete-draft-question';

/**
 * The question (Radix's dialog with its focus trap and scroll lock) loads on the first tap of the
 * button, not with every page that lists drafts (issue 17's JavaScript budget; the service worker
 * holds it for offline use), and stays mounted from then on.
 */
const DeleteDraftQuestion = lazy(() =>
  import('./delete-draft-question').then((m) => ({ default: m.DeleteDraftQuestion })),
);

/** The delete button of a draft docket, with a confirmation (spec 001 §2.2, §2.8). */
export function DeleteDraftDialog(props: DeleteDraftProps) {
  const dialog = useDialogOnDemand();
  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant="ghost"
        size="icon"
        aria-label={`Delete docket #${props.docket.id}`}
        className={cn('text-danger hover:bg-danger-soft', props.className)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {dialog.asked && (
        <Suspense fallback={null}>
          <DeleteDraftQuestion
            {...props}
            open={dialog.open}
            setOpen={dialog.setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
          />
        </Suspense>
      )}
    </>
  );
}
