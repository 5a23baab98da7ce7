import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { IsoDate } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import type { QuickAddPrefill } from '../day/quick-add-state';
import { fullDate } from '../date-format';
import type { Docket } from '../types';
import { repeatIntent } from './repeat-intent';
import { docketSpan } from './repeat-mapping';
import { quickAddPrefill } from './repeat-prefill';
import { useRepeatDay } from './use-repeat-day';

type RepeatYesterdayProps = {
  user: Pick<UserReply, 'id' | 'role'>;
  date: IsoDate;
  /** Opens the page's own quick-add sheet; without it, the button goes to the day page's sheet. */
  onQuickAdd?: (prefill: QuickAddPrefill) => void;
};

/** The docket's times, or its work items' earliest start to latest end (a billable docket's own). */
function timesOf(docket: Docket): string {
  const span = docketSpan(docket);
  return span ? `${span.start}–${span.end}` : 'no times';
}

/**
 * 'Repeat yesterday', two taps for a standard day, shown to people who record dockets once there is
 * a day to copy. One docket the quick-add sheet can hold opens the sheet prefilled ('Save as Draft');
 * otherwise 'Copy to today' copies the worker's last recorded day to `date` as drafts.
 */
export function RepeatYesterday({ user, date, onQuickAdd }: RepeatYesterdayProps) {
  if (!can(user.role, 'dockets.create')) return null;
  return <RepeatButton userId={user.id} date={date} onQuickAdd={onQuickAdd} />;
}

function RepeatButton({ userId, date, onQuickAdd }: Omit<RepeatYesterdayProps, 'user'> & { userId: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { sourceDay, source, repeat, pending } = useRepeatDay(userId, date);
  if (!sourceDay) return null;
  const values = quickAddPrefill(source);
  const tap = () => {
    if (!values) return setOpen(true);
    const prefill = { values, from: sourceDay };
    if (onQuickAdd) onQuickAdd(prefill);
    else void navigate(`/entries/${date}`, { state: repeatIntent(prefill) });
  };
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={tap}>
        <CopyPlus aria-hidden="true" />
        Repeat yesterday
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Repeat yesterday"
        description={
          <div className="grid gap-2">
            <p>
              Copy {fullDate(sourceDay)}&apos;s {source.length === 1 ? 'docket' : `${source.length} dockets`}{' '}
              to {fullDate(date)} as {source.length === 1 ? 'a draft' : 'drafts'}: project, work items, times
              and breaks. Notes and signatures are not copied.
            </p>
            <ul className="grid gap-1" aria-label="Dockets to copy">
              {source.map((docket) => (
                <li key={docket.id} className="rounded-lg bg-surface-muted px-3 py-2 text-sm">
                  <span className="font-semibold text-ink">
                    {docket.projectName ?? docket.description ?? 'Non-billable'}
                  </span>{' '}
                  · {timesOf(docket)}
                </li>
              ))}
            </ul>
          </div>
        }
        confirmLabel="Copy to today"
        pendingLabel="Copying…"
        pending={pending}
        onConfirm={() => void repeat().then(() => setOpen(false))}
      />
    </>
  );
}
