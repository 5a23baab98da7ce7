import { useSearchParams } from 'react-router';
import { addDays, weekOf, type IsoDate } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { weekFromParam } from '../date-format';
import { usePeople } from '../api/get-people';
import type { CompanyPerson } from '../types';

/** People whose dockets the Worker Selection offers: everyone active who records dockets. */
export const recordsDockets = (person: CompanyPerson): boolean =>
  person.isActive && can(person.role, 'dockets.create');

/**
 * The visible week (?week=, any date in it; default this week in the company's time zone) and,
 * for admin and office, the chosen worker (?worker=; admin defaults to themself, office — who
 * records no dockets — to the first worker).
 */
export function useWeekSelection(user: UserReply, companyId: number, today: IsoDate) {
  const [params, setParams] = useSearchParams();
  const monday = weekFromParam(params.get('week'), today);
  const picksWorker = can(user.role, 'users.list');
  const people = usePeople(companyId, picksWorker);
  const choices = (people.data ?? []).filter(recordsDockets);
  const asked = Number(params.get('worker'));
  const fallback = can(user.role, 'dockets.create')
    ? user.id
    : (choices.find((p) => can(p.role, 'dockets.weekOpensOn'))?.id ?? null);
  const workerId = picksWorker && choices.some((p) => p.id === asked) ? asked : fallback;

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return {
    monday,
    days: weekOf(monday),
    isThisWeek: weekOf(today).includes(monday),
    picksWorker,
    choices,
    peopleLoading: people.isPending && picksWorker,
    workerId,
    own: workerId === user.id,
    previous: () => update({ week: addDays(monday, -7) }),
    next: () => update({ week: addDays(monday, 7) }),
    thisWeek: () => update({ week: null }),
    chooseWorker: (id: number) => update({ worker: id === user.id ? null : String(id) }),
  };
}
