import { CircleCheck, PenLine } from 'lucide-react';
import { Badge } from '../../components/ui/badge';

/** Approval Required (foreman signs) or Auto-Approved (spec 002 §2). */
export function ApprovalBadge({ requireApproval }: { requireApproval: boolean }) {
  return requireApproval ? (
    <Badge variant="orange">
      <PenLine aria-hidden="true" />
      Approval Required
    </Badge>
  ) : (
    <Badge variant="blue">
      <CircleCheck aria-hidden="true" />
      Auto-Approved
    </Badge>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return active ? <Badge variant="green">Active</Badge> : <Badge variant="neutral">Completed</Badge>;
}
