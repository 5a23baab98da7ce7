import { Copy, MessageSquareText } from 'lucide-react';
import { can, type Role } from '../../../../shared/roles';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast-store';
import type { ProjectCard } from '../api/types';
import { ShareEmailForm } from './share-email-form';

type ShareDialogProps = { role: Role; project: ProjectCard | null; onOpenChange: (open: boolean) => void };

export const foremanLink = (code: string) => `${window.location.origin}/foreman-dashboard?code=${code}`;

/** The prefilled text message: the code and the foreman dashboard link. */
export function smsHref(project: Pick<ProjectCard, 'name' | 'code'>): string {
  const body =
    `Hi, you can review and approve dockets for ${project.name} on SiteDockets. ` +
    `Project code: ${project.code}. Open ${foremanLink(project.code)} and enter the code.`;
  return `sms:?&body=${encodeURIComponent(body)}`;
}

async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: 'Project code copied', description: `${code} is ready to paste.` });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the code and copy it by hand.',
    });
  }
}

/** Share Project Access (spec 002 §2): the project code by text message or e-mail, for foremen. */
export function ShareDialog({ role, project, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        {project && (
          <>
            <DialogHeader>
              <DialogTitle>Share Project Access</DialogTitle>
              <DialogDescription>
                A foreman opens the foreman dashboard, enters the code and can approve dockets for{' '}
                <strong className="text-ink">{project.name}</strong>. No account needed.
              </DialogDescription>
            </DialogHeader>
            <div className="flex items-center justify-between gap-3 rounded-card bg-night px-4 py-3 text-ink-inverse">
              <div>
                <p className="text-xs font-bold tracking-wider text-slate-300 uppercase">Project code</p>
                <p className="font-mono text-3xl font-bold tracking-[0.2em] text-brand select-all">
                  {project.code}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Copy project code"
                className="text-ink-inverse hover:bg-white/10"
                onClick={() => void copyCode(project.code)}
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <a
              href={smsHref(project)}
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              <MessageSquareText aria-hidden="true" />
              Send by Text Message
            </a>
            {can(role, 'projects.share') && <ShareEmailForm project={project} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
