import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';
import { Spinner } from './ui/spinner';

type FormDialogFooterProps = {
  /** The form is on its way: both buttons wait and the submit button says so. */
  pending: boolean;
  submitLabel: string;
  /** What the submit button says meanwhile ('Saving…'). */
  pendingLabel: string;
  /**
   * 'outline': an outlined Cancel and a spinner while pending (the back office's dialogs);
   * 'ghost': a quiet Cancel, no spinner (the short forms: invite, rate item, demo call).
   */
  look?: 'outline' | 'ghost';
  /** An icon before the submit label, shown throughout. */
  icon?: ReactNode;
  /** Keeps the submit button off while there is nothing to send (e.g. an invoice with no lines). */
  disabled?: boolean;
};

/** A form dialog's Cancel and submit row: Cancel closes the dialog, the submit button sends the form. */
export function FormDialogFooter({
  pending,
  submitLabel,
  pendingLabel,
  look = 'outline',
  icon,
  disabled = false,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={look === 'ghost' ? 'pt-1' : undefined}>
      <DialogClose asChild>
        <Button type="button" variant={look} disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending || disabled}>
        {look === 'outline' && pending && <Spinner />}
        {icon}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
