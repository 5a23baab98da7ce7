import { ROLE_LABELS, type Role } from '../../../shared/roles';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const VARIANTS: Record<Role, BadgeVariant> = {
  admin: 'brand',
  office: 'blue',
  foreman: 'orange',
  worker: 'green',
};

/** The user's role next to their name in the header (spec 000 §2). */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={VARIANTS[role]} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
