import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

type DiscardGuardProps = {
  /** Whether leaving now would lose what was typed; false while a save is taking the person on. */
  unsaved: boolean;
  title: string;
  description: string;
};

/**
 * Asks before a half-filled form is left (issue 29): the browser's or Android's Back, a link or
 * the form's own Cancel. 'Keep editing' stays with every value; 'Discard' goes where the person
 * was going. A change of the query string alone (the page's own state) is not leaving.
 */
export function DiscardGuard({ unsaved, title, description }: DiscardGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      title={title}
      description={description}
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      pendingLabel="Leaving…"
      pending={false}
      destructive
      onConfirm={() => {
        if (blocked) blocker.proceed();
      }}
    />
  );
}
