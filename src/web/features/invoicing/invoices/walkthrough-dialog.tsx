import { CirclePlay } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';

/** The tutorial of 002 §2: there is no video, so the steps in words. */
const STEPS = [
  {
    title: 'Find the dockets to bill',
    text: 'Choose For Invoice to see approved dockets not yet invoiced, and pick a project to narrow the list.',
  },
  {
    title: 'Check the work',
    text: 'Open Items on a docket to see each billing item with its quantity or hours, rate and value. The docket number opens the signed docket.',
  },
  {
    title: 'Create the invoice',
    text: 'Create Invoice on one docket, or Combined Invoice to tick several dockets of a client and make one invoice of them. The dockets are marked invoiced with its number.',
  },
  {
    title: 'Invoiced elsewhere?',
    text: 'If you invoiced in your own accounting package, use the pencil to mark the docket invoiced with that number, or to undo it.',
  },
  {
    title: 'Send the proof',
    text: "Export PDFs downloads the ticked dockets' signed PDFs as one ZIP file to attach to your invoice.",
  },
];

/** 'How invoicing works': a short written walkthrough in place of the tutorial video. */
export function WalkthroughDialog({ className }: { className?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" className={className}>
          <CirclePlay aria-hidden="true" />
          How invoicing works
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How invoicing works</DialogTitle>
          <DialogDescription>From signed dockets to an invoice in five steps.</DialogDescription>
        </DialogHeader>
        <ol className="grid gap-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-text"
              >
                {i + 1}
              </span>
              <div className="grid gap-0.5">
                <p className="font-semibold">{step.title}</p>
                <p className="text-sm text-ink-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
