import type { ComponentProps, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

type TitledDialogProps = Pick<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange'> & {
  /** The button that opens the dialog, when the dialog keeps its own open state. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The body: a form, a notice, a loading line. */
  children: ReactNode;
};

/** A dialog with a title and a line under it, then its body. */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
