import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import type { CompanyReply, UserReply } from '../../../../shared/auth/users-schemas';
import { Button } from '../../../components/ui/button';
import { Link } from 'react-router';
import { usersFetchFailure } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
import { InviteDialog } from './invite-dialog';
import { PendingInvitations } from './pending-invitations';
import { useUserActions } from './use-user-actions';
import { UserList } from './user-list';
import { useCompanyUsers, type CompanyUser } from '../api/get-company-users';

const countText = (list: readonly CompanyUser[]) => {
  const away = list.filter((u) => !u.isActive).length;
  return ` (${list.length - away}${away ? ` active, ${away} deactivated` : ''})`;
};

/** Settings → Users (spec 002 §2, §6): the team, an admin's role changes and deactivations, invitations. */
export function UsersTab({ user, company }: { user: UserReply; company: CompanyReply }) {
  const users = useCompanyUsers(company.id);
  const actions = useUserActions(company.id);
  const [inviting, setInviting] = useState(false);
  const manages = can(user.role, 'users.deactivate');
  // A foreman sees the team without the management extras: no invitations (002 §6).
  const invites = can(user.role, 'invitations.manage');
  return (
    <section aria-labelledby="users-title" className="grid gap-5">
      <SectionHeading
        id="users-title"
        title="Users"
        description={
          invites
            ? 'Everyone who signs in to your company. Invite office staff, foremen and workers by email.'
            : 'Everyone who signs in to your company.'
        }
        action={
          invites && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              Invite User
            </Button>
          )
        }
      />
      <section aria-labelledby="team-title" className="grid gap-3">
        <h3 id="team-title" className="text-lg font-bold">
          Team Members{users.data ? countText(users.data) : ''}
        </h3>
        {manages && (
          <p className="text-sm text-ink-muted">
            Someone leaving? Deactivate them: they are signed out at once and their dockets stay.
          </p>
        )}
        <QueryState query={users} failure={usersFetchFailure(users.error)} loading="Loading users…">
          {(list) => (
            <UserList
              users={list}
              meId={user.id}
              actions={can(user.role, 'users.changeRole') ? actions : null}
              timeZone={company.timeZone}
            />
          )}
        </QueryState>
      </section>
      {invites && <PendingInvitations companyId={company.id} timeZone={company.timeZone} meId={user.id} />}
      {company.code && (
        <p className="text-sm text-ink-muted">
          Workers can also join on their own with your company code{' '}
          <strong className="font-mono text-ink">C-{company.code}</strong>.{' '}
          {manages ? 'If it has leaked, issue a new one in ' : 'It is shown in '}
          <Link to="/settings?tab=company" className="font-semibold text-brand-text underline">
            Company Info
          </Link>
          .
        </p>
      )}
      {invites && <InviteDialog companyId={company.id} open={inviting} onOpenChange={setInviting} />}
      {actions.dialog}
    </section>
  );
}
