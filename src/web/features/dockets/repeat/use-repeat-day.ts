import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { IsoDate } from '../../../../shared/dates';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../failure';
import { useCreateDocket } from '../api/create-docket';
import { recentQuery } from '../api/get-worker-dockets';
import { isQueuedReply } from '../offline-docket';
import { docketsOf, lastRecordedDay, repeatPlan } from './repeat-mapping';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Repeat yesterday (issue 17): the last day the worker recorded before `date`, and `repeat()`,
 * which creates a draft copy of each of its dockets on `date` through the one create hook (so it
 * queues offline like any new docket). A copy the server refuses (an overlap) is reported with the
 * server's message; nothing is retried or sent twice.
 */
export function useRepeatDay(userId: number, date: IsoDate) {
  const recent = useQuery(recentQuery(userId, date));
  const create = useCreateDocket();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const dockets = recent.data ?? [];
  const sourceDay = lastRecordedDay(dockets, date);
  const source = sourceDay ? docketsOf(dockets, sourceDay) : [];

  const repeat = async (): Promise<boolean> => {
    if (busy.current || !sourceDay) return false;
    busy.current = true;
    setPending(true);
    let saved = 0;
    let queued = 0;
    let refusal: string | null = null;
    try {
      const plan = repeatPlan(
        source,
        dockets.filter((d) => d.date === date),
        date,
      );
      for (const body of plan.send) {
        try {
          const reply = await create.mutateAsync(body);
          if (isQueuedReply(reply)) queued++;
          else saved++;
        } catch (error) {
          refusal ??= failureText(error, 'Please try again.');
        }
      }
      if (plan.alreadyThere > 0 && !refusal && saved + queued === 0)
        refusal = 'These dockets are already on this day.';
      if (saved + queued > 0)
        toast({
          title: `${plural(saved + queued, 'draft')} added`,
          description: queued
            ? 'Saved on this phone: sent by itself when you have reception.'
            : 'Check the times, then complete each entry.',
        });
      if (refusal) toast({ variant: 'destructive', title: 'Not repeated', description: refusal });
      await recent.refetch();
      return saved + queued > 0;
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return { sourceDay, source, repeat, pending, loading: recent.isPending };
}
