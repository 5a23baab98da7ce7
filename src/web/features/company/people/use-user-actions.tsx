import { useState } from 'react';
import { ROLE_LABELS, type Role } from '../../../../shared/roles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetActive } from '../api/set-user-active';
import { ADMIN_POWERS, givesFullControl, ROLE_NOUN, roleSummary } from './role-texts';
import { useChangeRole } from '../api/change-role';
import type { CompanyUser } from '../api/get-company-users';
import { fullName } from '../../../../shared/people';

type Asked = { kind: 'role'; user: CompanyUser; role: Role } | { kind: 'deactivate'; user: CompanyUser };

function roleQuestion(user: CompanyUser, role: Role) {
  return {
    title: `Make ${fullName(user)} ${ROLE_NOUN[role]}?`,
    description: givesFullControl(role) ? (
      <div className="grid gap-2">
        <p>
          <strong>{ADMIN_POWERS}</strong>
        </p>
        <p>Only give this to someone who runs the business with you.</p>
      </div>
    ) : (
      <div className="grid gap-2">
        <p>
          {ROLE_LABELS[user.role]} → {ROLE_LABELS[role]}. {roleSummary(role)}
        </p>
      </div>
    ),
    confirmLabel: givesFullControl(role) ? 'Make Admin' : 'Change Role',
    pendingLabel: 'Saving...',
  };
}

const deactivateQuestion = (user: CompanyUser) => ({
  title: `Deactivate ${fullName(user)}?`,
  description: (
    <p>
      They are signed out on every device at once and can no longer sign in. Their dockets, approvals and
      history stay as they are. You can reactivate them at any time.
    </p>
  ),
  confirmLabel: 'Deactivate',
  pendingLabel: 'Deactivating...',
});

/**
 * An admin's actions on a person (role, deactivate, reactivate), each change that takes something
 * away or gives full control asked first. Returns what a row needs and the one dialog.
 */
export function useUserActions(companyId: number) {
  const changeRole = useChangeRole(companyId);
  const setActive = useSetActive(companyId);
  const [asked, setAsked] = useState<Asked | null>(null);
  const pending = changeRole.isPending || setActive.isPending;
  const close = () => setAsked(null);
  const confirm = () => {
    if (!asked) return;
    if (asked.kind === 'role')
      changeRole.mutate({ user: asked.user, role: asked.role }, { onSettled: close });
    else setActive.mutate({ user: asked.user, isActive: false }, { onSettled: close });
  };
  const question =
    asked && (asked.kind === 'role' ? roleQuestion(asked.user, asked.role) : deactivateQuestion(asked.user));

  return {
    busy: (user: CompanyUser) =>
      (changeRole.isPending && changeRole.variables.user.id === user.id) ||
      (setActive.isPending && setActive.variables.user.id === user.id),
    shownRole: (user: CompanyUser) =>
      asked?.kind === 'role' && asked.user.id === user.id ? asked.role : user.role,
    chooseRole: (user: CompanyUser, role: Role) => setAsked({ kind: 'role', user, role }),
    deactivate: (user: CompanyUser) => setAsked({ kind: 'deactivate', user }),
    reactivate: (user: CompanyUser) => setActive.mutate({ user, isActive: true }),
    dialog: (
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && close()}
        title={question?.title ?? ''}
        description={question?.description}
        confirmLabel={question?.confirmLabel ?? ''}
        pendingLabel={question?.pendingLabel ?? ''}
        destructive={asked?.kind === 'deactivate'}
        pending={pending}
        onConfirm={confirm}
      />
    ),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
