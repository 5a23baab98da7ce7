import { CheckCircle2, CopyPlus, FileText, Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CompanyReply } from '../../../../shared/auth/users-schemas';
import { DiscardGuard } from '../../../components/discard-guard';
import { Button } from '../../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { fullDate } from '../date-format';
import { rangeFigures } from '../docket-summary';
import { useAssignedProjects } from '../api/get-assigned-projects';
import type { HeldFile } from '../attachments/held-files';
import { HeldFilesField } from '../attachments/held-files-field';
import { QuickAddFields } from './quick-add-fields';
import {
  canComplete,
  canSaveDraft,
  changeQuickAdd,
  initialQuickAdd,
  type QuickAdd,
  type QuickAddPrefill,
} from './quick-add-state';
import { useQuickAddSubmit } from './use-quick-add-submit';

type QuickAddSheetProps = {
  date: string;
  userId: number;
  company: CompanyReply;
  /** Opens the sheet at once with these values (Repeat yesterday); mount it again for another. */
  prefill?: QuickAddPrefill | null;
};

/** The fixed 'Add Time Entry' button and its bottom sheet (spec 001 §2.2). */
export function QuickAddSheet({ date, userId, company, prefill }: QuickAddSheetProps) {
  const projects = useAssignedProjects(userId);
  const list = projects.data ?? [];
  const [open, setOpen] = useState(Boolean(prefill));
  const [state, setState] = useState<QuickAdd>(() => prefill?.values ?? initialQuickAdd(company, list));
  /** What the sheet opened with: leaving with other values (or a copied day) asks first. */
  const [openedWith, setOpenedWith] = useState<QuickAdd | null>(prefill ? null : state);
  const [copiedFrom, setCopiedFrom] = useState(prefill?.from ?? null);
  /** Photos and files chosen before the entry is saved (issue 28). */
  const [held, setHeld] = useState<HeldFile[]>([]);
  const { submit, pending } = useQuickAddSubmit(date, () => setOpen(false));
  const hours = rangeFigures(state.startTime, state.endTime, state.breakMinutes).hoursShort;

  const openSheet = (next: boolean) => {
    if (next && !open) {
      const fresh = initialQuickAdd(company, list);
      setState(fresh);
      setOpenedWith(fresh);
      setCopiedFrom(null);
      setHeld([]);
    }
    if (!pending) setOpen(next);
  };

  const unsaved =
    open && !pending && (held.length > 0 || JSON.stringify(state) !== JSON.stringify(openedWith));

  return (
    <Sheet open={open} onOpenChange={openSheet}>
      <DiscardGuard
        unsaved={unsaved}
        title="Discard this entry?"
        description="What you have entered is not saved. Keep editing to save it."
      />
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 bg-gradient-to-t from-canvas via-canvas/90 to-transparent px-4 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div className="mx-auto flex max-w-3xl justify-center">
          <Button
            size="xl"
            className="pointer-events-auto w-full shadow-lg sm:w-auto sm:px-10"
            onClick={() => openSheet(true)}
          >
            <Plus aria-hidden="true" />
            Add Time Entry
          </Button>
        </div>
      </div>
      <SheetContent aria-describedby={copiedFrom ? 'quick-add-date quick-add-copied' : 'quick-add-date'}>
        <SheetHeader>
          <SheetTitle>Add Time Entry</SheetTitle>
          <SheetDescription id="quick-add-date">{fullDate(date)}</SheetDescription>
        </SheetHeader>
        {copiedFrom && (
          <p
            id="quick-add-copied"
            className="mb-4 flex items-start gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm"
          >
            <CopyPlus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-text" />
            Copied from {fullDate(copiedFrom)}. Check the times, then save.
          </p>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canComplete(state)) void submit(state, 'approved', held);
          }}
        >
          <fieldset disabled={pending} className="grid min-w-0 grid-cols-1 gap-4">
            <QuickAddFields
              state={state}
              projects={list}
              projectsLoading={projects.isPending}
              onChange={(patch) => setState((s) => changeQuickAdd(s, patch, company, list))}
            />
            <p
              className="flex items-baseline justify-between rounded-lg bg-brand-soft px-4 py-3"
              aria-live="polite"
            >
              <span className="font-semibold text-brand-text">Total hours</span>
              <span className="text-2xl font-extrabold tabular-nums">{hours}</span>
            </p>
            <section aria-labelledby="quick-add-photos" className="grid gap-2">
              <h3 id="quick-add-photos" className="font-bold">
                Photos and files
              </h3>
              <HeldFilesField held={held} onChange={setHeld} disabled={pending} />
            </section>
          </fieldset>
          <SheetFooter className="grid grid-cols-2 sm:flex">
            <Button
              type="button"
              variant="outline"
              size="lg"
              disabled={pending || !canSaveDraft(state)}
              onClick={() => void submit(state, 'draft', held)}
            >
              {pending ? <Spinner /> : <Save aria-hidden="true" />}
              Save as Draft
            </Button>
            <Button type="submit" size="lg" disabled={pending || !canComplete(state)}>
              {pending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
              Complete Entry
            </Button>
          </SheetFooter>
          <Link
            to={`/timesheets/create?date=${date}`}
            className="focus-ring mt-4 flex items-center justify-center gap-1.5 rounded text-sm font-semibold text-brand-text underline-offset-4 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            Several work items? Use the full docket form
          </Link>
        </form>
      </SheetContent>
    </Sheet>
  );
}
