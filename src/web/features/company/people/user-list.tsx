import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { shortDate } from '../../../lib/format';
import { RoleBadge } from '../../../components/role-badge';
import { UserActionsCell } from './user-actions';
import type { UserActions } from './use-user-actions';
import type { CompanyUser } from '../api/get-company-users';
import { fullName } from '../../../../shared/people';

type UserListProps = {
  users: readonly CompanyUser[];
  /** The signed-in user, whose row shows 'You'. */
  meId: number;
  /** Only an admin sees the Actions column (role, deactivate, reactivate: spec 002 §6, DECISIONS). */
  actions: UserActions | null;
  timeZone: string;
};

function StatusText({ active }: { active: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${active ? 'bg-success' : 'bg-line-strong'}`}
      />
      {active ? 'Active' : 'Deactivated'}
    </span>
  );
}

/** The company's users, active people first: a table on wider screens, cards on phones. */
export function UserList({ users, meId, actions, timeZone }: UserListProps) {
  const ordered = [...users].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  return (
    <>
      <div className="max-md:hidden">
        <Table aria-label="Users">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Joined</TableHead>
              {actions && <TableHead>Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {ordered.map((user) => (
              <TableRow key={user.id} className={cn(!user.isActive && 'text-ink-muted')}>
                <TableCell>
                  <div className="grid gap-0.5">
                    <span className="font-semibold">{fullName(user)}</span>
                    <span className="text-sm break-all text-ink-muted">{user.email}</span>
                    <span className="text-sm text-ink-muted">@{user.username}</span>
                  </div>
                </TableCell>
                <TableCell>
                  <RoleBadge role={user.role} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <StatusText active={user.isActive} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{shortDate(user.createdAt, timeZone)}</TableCell>
                {actions && (
                  <TableCell className="py-1.5">
                    <UserActionsCell user={user} meId={meId} actions={actions} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Users" className="grid gap-3 md:hidden">
        {ordered.map((user) => (
          <li
            key={user.id}
            className={cn(
              'grid gap-2 rounded-card border border-line bg-surface p-4 shadow-sm',
              !user.isActive && 'border-dashed bg-canvas text-ink-muted',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="font-semibold">{fullName(user)}</span>
              <RoleBadge role={user.role} />
            </div>
            <span className="-mt-1 text-sm break-words text-ink-muted">{user.email}</span>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span>@{user.username}</span>
              <StatusText active={user.isActive} />
              <span>Joined {shortDate(user.createdAt, timeZone)}</span>
            </div>
            {actions && (
              <div className="border-t border-line pt-3">
                <UserActionsCell user={user} meId={meId} actions={actions} stacked />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
