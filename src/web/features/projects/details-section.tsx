import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import type { ProjectCard } from './api/types';
import { ProjectFormDialog } from './dialogs/project-form-dialog';
import { shortDate } from './format';
import { useRequireApproval } from './api/set-require-approval';
import { DetailList, Section } from './section';
import { budgetDetails } from './budget/budget-details';

type DetailsSectionProps = { companyId: number; role: Role; project: ProjectCard };

const dateOf = (value: string | null) => (value ? shortDate(value) : null);
const hours = (start: string | null, end: string | null) =>
  start || end ? `${start ?? '—'} – ${end ?? '—'}` : null;

/** Project Details; admin edits them and switches approval on or off. */
export function DetailsSection({ companyId, role, project }: DetailsSectionProps) {
  const [editing, setEditing] = useState(false);
  const approval = useRequireApproval(companyId, project.id);
  const edit = can(role, 'projects.edit');
  return (
    <Section
      id="project-details-title"
      title="Project Details"
      action={
        edit && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> project details</span>
          </Button>
        )
      }
    >
      <DetailList
        rows={[
          { term: 'Location', detail: project.location },
          { term: 'Start date', detail: dateOf(project.startDate) },
          { term: 'End date', detail: dateOf(project.endDate) },
          { term: 'Default hours', detail: hours(project.defaultStartTime, project.defaultEndTime) },
          { term: 'Description', detail: project.description },
          // The budgets reach only the roles that read them (admin and office).
          ...(project.budget !== undefined ? budgetDetails(project.budget) : []),
        ]}
      />
      {can(role, 'projects.requireApproval') && (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-canvas p-3">
          <div className="grid gap-0.5">
            <label htmlFor="detail-require-approval" className="text-sm font-semibold">
              Require approval
            </label>
            <p id="detail-require-approval-hint" className="text-sm text-ink-muted">
              {project.requireApproval ? 'Dockets need a foreman’s signature.' : 'Dockets are auto-approved.'}
            </p>
          </div>
          <Switch
            id="detail-require-approval"
            aria-describedby="detail-require-approval-hint"
            checked={approval.isPending ? approval.variables : project.requireApproval}
            disabled={approval.isPending}
            onCheckedChange={(checked) => approval.mutate(checked)}
          />
        </div>
      )}
      {edit && (
        <ProjectFormDialog companyId={companyId} project={project} open={editing} onOpenChange={setEditing} />
      )}
    </Section>
  );
}
