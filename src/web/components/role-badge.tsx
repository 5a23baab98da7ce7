import { ROLE_LABELS, type Role } from '../../shared/roles';
import { Badge, type BadgeVariant } from './ui/badge';

const VARIANTS: Record<Role, BadgeVariant> = {
  admin: 'brand',
  office: 'blue',
  foreman: 'orange',
  worker: 'green',
};

/** A company role as a coloured badge: next to the user's name in the header, and in the user lists. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={VARIANTS[role]} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
