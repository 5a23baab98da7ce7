import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';

const ConfirmDialogBody = lazy(() =>
  import('./confirm-dialog-body').then((m) => ({ default: m.ConfirmDialogBody })),
);

/**
 * A yes/no question before an action that changes or removes something. The dialog's code (Radix's
 * focus trap and scroll lock) loads when it is first opened, not with the page that offers it
 * (issue 17's JavaScript budget; the service worker holds it for offline use), and stays mounted
 * from then on so it closes as it always did.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
