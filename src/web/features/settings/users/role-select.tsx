import { ROLE_LABELS, ROLES, type Role } from '../../../../shared/roles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useChangeRole, type CompanyUser } from './users-api';

type RoleSelectProps = { companyId: number; user: CompanyUser; className?: string };

/** An admin's role picker for another user (worker, foreman, office, admin), saved on choice. */
export function RoleSelect({ companyId, user, className }: RoleSelectProps) {
  const change = useChangeRole(companyId);
  const shown = change.isPending ? change.variables.role : user.role;
  return (
    <Select
      value={shown}
      disabled={change.isPending}
      onValueChange={(role) => role !== user.role && change.mutate({ user, role: role as Role })}
    >
      <SelectTrigger
        aria-label={`Role for ${user.firstName} ${user.lastName}`}
        className={cn('h-10 w-36', className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Stands where the role picker would be, on the admin's own row: nobody changes their own role. */
export function YouMarker() {
  return <span className="inline-flex h-10 items-center text-sm font-semibold text-ink-muted">You</span>;
}
