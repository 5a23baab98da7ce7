import { ROLE_LABELS, ROLES, type Role } from '../../../../shared/roles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { CompanyUser } from '../api/get-company-users';
import { fullName } from '../../../../shared/people';

type RoleSelectProps = {
  user: CompanyUser;
  /** The role shown: the user's, or the one being saved. */
  value: Role;
  disabled: boolean;
  /** A different role was picked: the caller asks for confirmation before saving it. */
  onChoose: (role: Role) => void;
  className?: string;
};

/** An admin's role picker for another user (worker, foreman, office, admin). */
export function RoleSelect({ user, value, disabled, onChoose, className }: RoleSelectProps) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(role) => role !== user.role && onChoose(role as Role)}
    >
      <SelectTrigger aria-label={`Role for ${fullName(user)}`} className={cn('h-10 w-36', className)}>
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
