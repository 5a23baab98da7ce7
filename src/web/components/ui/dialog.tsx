import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, FormEvent } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-night/60 motion-safe:data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** The round close button in the corner of dialogs and sheets. */
export function CloseButton({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={cn(
        'focus-ring absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg',
        'text-ink-muted hover:bg-canvas hover:text-ink',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean };

export function DialogContent({ className, children, hideClose = false, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          // Centred below the toast lane (components/ui/toast.tsx), so a toast never covers a button.
          'fixed top-[calc(50%_+_var(--toast-lane,0px)_/_2)] left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-1/2',
          'max-h-[calc(100dvh_-_2rem_-_var(--toast-lane,0px))]',
          'gap-4 overflow-y-auto rounded-card bg-surface p-5 text-ink shadow-xl outline-none sm:p-6',
          'motion-safe:data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

/**
 * A form inside a dialog. The dialog is portalled out of the page in the DOM but not in React, so a
 * submit would bubble to a form the dialog was opened from (the sign-in form behind 'Forgot your
 * password'); this one stops its submit event here.
 */
export function DialogForm({ onSubmit, ...props }: ComponentProps<'form'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    onSubmit?.(event);
  };
  return <form noValidate onSubmit={submit} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg leading-tight font-bold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />;
}
