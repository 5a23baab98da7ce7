import { FolderOpen, RotateCw } from 'lucide-react';
import { can, type Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useProjects } from './api/get-projects';
import type { ProjectCard as Project } from './api/types';
import { ProjectCard, type ProjectAction } from './project-card';

/** What to do about an empty Active tab, by role. */
function activeHint(role: Role): string {
  if (can(role, 'projects.create')) return 'Start one with New Project.';
  if (can(role, 'projects.archive')) return 'An admin creates new projects; restore one from Completed.';
  return 'You are not on a project team yet. Ask your office to add you.';
}

type ProjectListProps = {
  companyId: number;
  role: Role;
  onAction: (action: ProjectAction, project: Project) => void;
};

/** The Active Projects (n) and Completed (n) tabs with their cards or empty states. */
export function ProjectList({ companyId, role, onAction }: ProjectListProps) {
  const projects = useProjects(companyId);
  if (projects.isPending)
    return <LoadingText label="Loading projects…" className="justify-center py-16 text-base" />;
  if (projects.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-card bg-surface p-8 text-center">
        <p className="font-semibold">Failed to fetch projects</p>
        <Button variant="outline" onClick={() => void projects.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const active = projects.data.filter((p) => p.isActive);
  const completed = projects.data.filter((p) => !p.isActive);
  const backOffice = can(role, 'projects.archive');
  const grid = (list: Project[], empty: string, hint: string) =>
    list.length === 0 ? (
      <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
          <FolderOpen aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-bold">{empty}</p>
        <p className="max-w-sm text-sm text-ink-muted">{hint}</p>
      </div>
    ) : (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((project) => (
          <ProjectCard key={project.id} project={project} backOffice={backOffice} onAction={onAction} />
        ))}
      </div>
    );
  return (
    <Tabs defaultValue="active">
      <TabsList aria-label="Project status" className="sm:w-fit">
        <TabsTrigger value="active">Active Projects ({active.length})</TabsTrigger>
        <TabsTrigger value="completed">Completed ({completed.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="active">{grid(active, 'No active projects', activeHint(role))}</TabsContent>
      <TabsContent value="completed">
        {grid(completed, 'No completed projects', 'Archive a finished project to move it here.')}
      </TabsContent>
    </Tabs>
  );
}
