import type { Role } from '../../../shared/roles';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import type { ProjectCard } from './api/types';
import { ApprovalBadge, StatusBadge } from './project-badges';
import { ForemenTab } from './foremen-tab';
import { OverviewTab } from './overview-tab';
import { RateItemsTab } from './rate-items-tab';
import { TeamTab } from './team-tab';

type ProjectDetailDialogProps = {
  companyId: number;
  role: Role;
  project: ProjectCard | null;
  onOpenChange: (open: boolean) => void;
};

/** The project detail dialog (spec 002 §2): Overview, Team, Foremen and Rate Items. */
export function ProjectDetailDialog({ companyId, role, project, onOpenChange }: ProjectDetailDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl grid-cols-[minmax(0,1fr)] content-start sm:min-h-[min(40rem,calc(100dvh-2rem))]">
        {project && (
          <>
            <DialogHeader>
              <DialogTitle className="text-xl">{project.name}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold text-ink">
                    <span className="font-sans font-normal text-ink-muted">Code </span>
                    {project.code}
                  </span>
                  {project.jobNumber && <span>· Job {project.jobNumber}</span>}
                  <StatusBadge active={project.isActive} />
                  <ApprovalBadge requireApproval={project.requireApproval} />
                </div>
              </DialogDescription>
            </DialogHeader>
            <Tabs defaultValue="overview">
              <TabsList aria-label="Project sections">
                <TabsTrigger value="overview" className="px-1.5 leading-tight whitespace-normal sm:px-3">
                  Overview
                </TabsTrigger>
                <TabsTrigger value="team" className="px-1.5 leading-tight whitespace-normal sm:px-3">
                  Team
                </TabsTrigger>
                <TabsTrigger value="foremen" className="px-1.5 leading-tight whitespace-normal sm:px-3">
                  Foremen
                </TabsTrigger>
                <TabsTrigger value="rate-items" className="px-1.5 leading-tight whitespace-normal sm:px-3">
                  Rate Items
                </TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <OverviewTab companyId={companyId} role={role} project={project} />
              </TabsContent>
              <TabsContent value="team">
                <TeamTab companyId={companyId} role={role} project={project} />
              </TabsContent>
              <TabsContent value="foremen">
                <ForemenTab companyId={companyId} role={role} project={project} />
              </TabsContent>
              <TabsContent value="rate-items">
                <RateItemsTab companyId={companyId} role={role} project={project} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
