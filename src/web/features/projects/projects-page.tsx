import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/api';
import { ProjectDialogs, type OpenProjectDialog } from './project-dialogs';
import { ProjectList } from './project-list';

/** /projects (spec 002 §2): active and completed project cards, and the project dialogs. */
export default function ProjectsPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  return <Projects companyId={company.id} role={user.role} />;
}

function Projects({ companyId, role }: { companyId: number; role: Role }) {
  const [open, setOpen] = useState<OpenProjectDialog | null>(null);
  const [creating, setCreating] = useState(false);
  // Workers see no rates (money.read), so their heading speaks of their assigned projects only.
  const seesRates = can(role, 'money.read');
  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Projects</h1>
          <p className="text-base text-ink-muted">
            {seesRates
              ? 'Jobs, their crews, foremen and billable rates.'
              : 'View your assigned construction projects'}
          </p>
        </div>
        {can(role, 'projects.create') && (
          <Button onClick={() => setCreating(true)} className="max-sm:w-full">
            <Plus aria-hidden="true" />
            New Project
          </Button>
        )}
      </div>
      <ProjectList
        companyId={companyId}
        role={role}
        onAction={(kind, project) => setOpen({ kind, projectId: project.id })}
      />
      <ProjectDialogs
        companyId={companyId}
        role={role}
        open={open}
        onClose={() => setOpen(null)}
        onOpen={setOpen}
        creating={creating}
        onCreatingChange={setCreating}
      />
    </main>
  );
}
