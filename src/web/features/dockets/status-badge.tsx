import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { statusLabel, statusVariant, type StatusSource } from './docket-status';

/** A docket's status as a coloured badge (spec 001 §4). */
export function StatusBadge({ docket, className }: { docket: StatusSource; className?: string }) {
  return (
    <Badge variant={statusVariant(docket)} className={cn('shrink-0', className)}>
      {statusLabel(docket)}
    </Badge>
  );
}
