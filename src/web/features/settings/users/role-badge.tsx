import { ROLE_LABELS, type Role } from '../../../../shared/roles';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

/** Same colours as the header's role badge. */
const VARIANTS: Record<Role, BadgeVariant> = {
  admin: 'brand',
  office: 'blue',
  foreman: 'orange',
  worker: 'green',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={VARIANTS[role]}>{ROLE_LABELS[role]}</Badge>;
}
