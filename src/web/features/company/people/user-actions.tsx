import { UserCheck, UserX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { RoleSelect, YouMarker } from './role-select';
import type { UserActions } from './use-user-actions';
import type { CompanyUser } from '../api/get-company-users';
import { fullName } from '../../../../shared/people';

type UserActionsCellProps = {
  user: CompanyUser;
  meId: number;
  actions: UserActions;
  /** Phones: the controls share the card's width. */
  stacked?: boolean;
};

/** An admin's controls on one person: their role, and Deactivate or Reactivate; 'You' on their own row. */
export function UserActionsCell({ user, meId, actions, stacked = false }: UserActionsCellProps) {
  if (user.id === meId) return <YouMarker />;
  const name = fullName(user);
  const busy = actions.busy(user);
  return (
    <div className={cn('flex items-center gap-2', stacked && 'w-full')}>
      {user.isActive && (
        <RoleSelect
          user={user}
          value={actions.shownRole(user)}
          disabled={busy}
          onChoose={(role) => actions.chooseRole(user, role)}
          className={stacked ? 'h-11 flex-1' : undefined}
        />
      )}
      {user.isActive ? (
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-danger hover:bg-danger-soft', stacked && 'h-11 flex-1')}
          aria-label={`Deactivate ${name}`}
          disabled={busy}
          onClick={() => actions.deactivate(user)}
        >
          <UserX aria-hidden="true" />
          Deactivate
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className={cn(stacked && 'h-11 flex-1')}
          aria-label={`Reactivate ${name}`}
          disabled={busy}
          onClick={() => actions.reactivate(user)}
        >
          <UserCheck aria-hidden="true" />
          {busy ? 'Reactivating...' : 'Reactivate'}
        </Button>
      )}
    </div>
  );
}
