import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { shortDate } from '../format';
import { RoleBadge } from './role-badge';
import { RoleSelect, YouMarker } from './role-select';
import type { CompanyUser } from './users-api';

type UserListProps = {
  companyId: number;
  users: readonly CompanyUser[];
  /** The signed-in user, whose row shows 'You'. */
  meId: number;
  /** Only an admin sees the Actions column and changes roles (spec 002 §6). */
  canChangeRoles: boolean;
  timeZone: string;
};

function StatusText({ active }: { active: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${active ? 'bg-success' : 'bg-line-strong'}`}
      />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

function Action({ user, ...props }: UserListProps & { user: CompanyUser }) {
  return user.id === props.meId ? <YouMarker /> : <RoleSelect companyId={props.companyId} user={user} />;
}

/** The company's users: a table on wider screens, cards on phones. */
export function UserList(props: UserListProps) {
  const { users, canChangeRoles, timeZone } = props;
  return (
    <>
      <div className="max-md:hidden">
        <Table aria-label="Users">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Joined</TableHead>
              {canChangeRoles && <TableHead>Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <div className="grid gap-0.5">
                    <span className="font-semibold">
                      {user.firstName} {user.lastName}
                    </span>
                    <span className="text-ink-muted">@{user.username}</span>
                  </div>
                </TableCell>
                <TableCell className="break-all">{user.email}</TableCell>
                <TableCell>
                  <RoleBadge role={user.role} />
                </TableCell>
                <TableCell>
                  <StatusText active={user.isActive} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{shortDate(user.createdAt, timeZone)}</TableCell>
                {canChangeRoles && (
                  <TableCell className="py-1.5">
                    <Action {...props} user={user} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Users" className="grid gap-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="grid gap-2 rounded-card border border-line bg-surface p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="font-semibold">
                {user.firstName} {user.lastName}
              </span>
              <RoleBadge role={user.role} />
            </div>
            <span className="-mt-1 text-sm break-words text-ink-muted">{user.email}</span>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span>@{user.username}</span>
              <StatusText active={user.isActive} />
              <span>Joined {shortDate(user.createdAt, timeZone)}</span>
            </div>
            {canChangeRoles && (
              <div className="flex items-center justify-between gap-3 border-t border-line pt-2">
                <span className="text-sm font-medium">Role</span>
                <Action {...props} user={user} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
