import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
import type { IsoDate } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/schemas/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { fullDate } from '../date-format';
import type { Docket } from '../types';
import { useRepeatDay } from './use-repeat-day';

type RepeatYesterdayProps = { user: Pick<UserReply, 'id' | 'role'>; date: IsoDate };

/** The docket's times, or its work items' earliest start to latest end (a billable docket's own). */
function timesOf(docket: Docket): string {
  const spans = [docket, ...docket.lineItems].filter((t) => t.startTime && t.endTime);
  if (spans.length === 0) return 'no times';
  const start = spans.map((t) => t.startTime!).sort()[0];
  const end = spans
    .map((t) => t.endTime!)
    .sort()
    .at(-1);
  return `${start}–${end}`;
}

/**
 * 'Repeat yesterday' → 'Copy to today': the worker's last recorded day copied to `date` as drafts,
 * two taps for a standard day. Shown to people who record dockets, once there is a day to copy.
 */
export function RepeatYesterday({ user, date }: RepeatYesterdayProps) {
  if (!can(user.role, 'dockets.create')) return null;
  return <RepeatButton userId={user.id} date={date} />;
}

function RepeatButton({ userId, date }: { userId: number; date: IsoDate }) {
  const [open, setOpen] = useState(false);
  const { sourceDay, source, repeat, pending } = useRepeatDay(userId, date);
  if (!sourceDay) return null;
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
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
