import { useState } from 'react';
import { ASSIGNMENT_BADGES, ASSIGNMENT_ROLES, can, ROLE_LABELS } from '../../../../shared/roles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import type { Assignment, CompanyUser } from '../api/types';
import type { useTeamChanges } from './use-team-changes';
import { fullName } from '../../../../shared/people';

type TeamMemberRowProps = {
  user: CompanyUser;
  assignment: Assignment | undefined;
  /** The change on its way to the server; the row shows its outcome meanwhile. */
  pending: TeamChange | null;
  changes: ReturnType<typeof useTeamChanges>;
};

/** One person in Manage Team: the box puts them on the project, the select sets their project role. */
export type TeamChange = 'assign' | 'unassign' | 'role';

export function TeamMemberRow({ user, assignment, pending, changes }: TeamMemberRowProps) {
  const onEveryTeam = can(user.role, 'projects.onEveryTeam');
  const name = fullName(user);
  const boxId = `team-member-${user.id}`;
  const busy = pending !== null;
  // The box answers the tap at once: the mutation's pending state reaches the row a tick later, and
  // a controlled checkbox would show its old state in between.
  const [asked, setAsked] = useState<boolean | null>(null);
  const onTeam = asked ?? (pending === 'assign' || (pending !== 'unassign' && assignment !== undefined));
  const toggle = (checked: boolean) => {
    if (!checked && !assignment) return;
    setAsked(checked);
    const change = checked
      ? changes.assign.mutateAsync({ user, role: 'worker' })
      : changes.unassign.mutateAsync({ user, assignment: assignment! });
    // Settled once the team is read again (the failure is already told by the mutation's toast).
    change.catch(() => {}).finally(() => setAsked(null));
  };
  return (
    <li className="flex items-start gap-3 px-3 py-2.5">
      <input
        id={boxId}
        type="checkbox"
        className="focus-ring mt-0.5 size-5 shrink-0 accent-night disabled:opacity-60"
        checked={onEveryTeam || onTeam}
        disabled={onEveryTeam || busy}
        onChange={(event) => toggle(event.target.checked)}
        aria-describedby={`${boxId}-role`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={boxId} className="grid min-w-0 flex-1 cursor-pointer">
          <span className="flex items-center gap-2 font-semibold break-words">
            {name}
            {busy && <Spinner className="size-4 text-brand-text" />}
          </span>
          <span id={`${boxId}-role`} className="truncate text-sm text-ink-muted">
            {ROLE_LABELS[user.role]} · {onEveryTeam ? 'sees every project' : `@${user.username}`}
          </span>
        </label>
        {assignment && !onEveryTeam && (
          <Select
            value={assignment.role}
            disabled={busy}
            onValueChange={(role) =>
              role !== assignment.role &&
              changes.changeRole.mutate({
                user,
                assignment,
                role: ASSIGNMENT_ROLES.find((choice) => choice === role) ?? 'worker',
              })
            }
          >
            <SelectTrigger
              aria-label={`Project role of ${name}`}
              className="h-9 w-36 shrink-0 text-sm sm:w-32"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ASSIGNMENT_ROLES.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {ASSIGNMENT_BADGES[choice].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
    </li>
  );
}
