import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import type { CompanyReply, UserReply } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../query-state';
import { SectionHeading } from '../section-heading';
import { InviteDialog } from './invite-dialog';
import { PendingInvitations } from './pending-invitations';
import { UserList } from './user-list';
import { useCompanyUsers } from './users-api';

/** Settings → Users (spec 002 §2, §6): the team, role changes by an admin, invitations. */
export function UsersTab({ user, company }: { user: UserReply; company: CompanyReply }) {
  const users = useCompanyUsers(company.id);
  const [inviting, setInviting] = useState(false);
  return (
    <section aria-labelledby="users-title" className="grid gap-5">
      <SectionHeading
        id="users-title"
        title="Users"
        description="Everyone who signs in to your company. Invite office staff, foremen and workers by email."
        action={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            Invite User
          </Button>
        }
      />
      <section aria-labelledby="team-title" className="grid gap-3">
        <h3 id="team-title" className="text-lg font-bold">
          Team Members{users.data ? ` (${users.data.length})` : ''}
        </h3>
        <QueryState query={users} failure="Failed to fetch users" loading="Loading users…">
          {(list) => (
            <UserList
              companyId={company.id}
              users={list}
              meId={user.id}
              canChangeRoles={can(user.role, 'users.changeRole')}
              timeZone={company.timeZone}
            />
          )}
        </QueryState>
      </section>
      <PendingInvitations companyId={company.id} timeZone={company.timeZone} />
      <InviteDialog companyId={company.id} open={inviting} onOpenChange={setInviting} />
    </section>
  );
}
