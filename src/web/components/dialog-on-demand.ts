import { useRef, useState } from 'react';

/**
 * A dialog whose code loads on the first tap of the button that opens it (issue 17: a page ships
 * without Radix's focus trap and scroll lock until someone asks): render the button with
 * `triggerProps`, and the lazily loaded dialog once `asked`, controlled by `open`/`setOpen`, with
 * `onCloseAutoFocus` on its DialogContent so focus returns to the button when it closes (the dialog
 * has no DialogTrigger of its own to return to).
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    asked,
    triggerProps: {
      ref,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setAsked(true);
        setOpen(true);
      },
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      ref.current?.focus();
    },
  };
}

/** What a dialog loaded on demand is given (spread from useDialogOnDemand's result). */
export type OnDemandDialogProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};
