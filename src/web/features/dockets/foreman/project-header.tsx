import { ArrowLeftRight, Hash, House, MapPin, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ContactPopover } from './contact-popover';
import type { ForemanProject } from './types';

type ProjectHeaderProps = {
  project: ForemanProject;
  companyName: string | null;
  homeHref: string;
  refreshing: boolean;
  onSwitch: () => void;
  onRefresh: () => void;
};

const action =
  'h-12 w-full gap-1.5 border-white/30 bg-transparent px-2 text-[15px] text-ink-inverse hover:bg-white/10 sm:w-auto sm:gap-2 sm:px-4 sm:text-base';

/** The project a foreman opened (spec 001 §2.5): name, location, code, and the page's actions. */
export function ProjectHeader({
  project,
  companyName,
  homeHref,
  refreshing,
  onSwitch,
  onRefresh,
}: ProjectHeaderProps) {
  return (
    <section
      aria-labelledby="project-name"
      className="grid gap-5 rounded-card bg-night p-4 text-ink-inverse shadow-sm sm:p-7"
    >
      <div className="grid gap-2">
        {companyName && (
          <p className="text-sm font-bold tracking-widest text-brand uppercase">{companyName}</p>
        )}
        <h1
          id="project-name"
          className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-3xl"
        >
          {project.name}
        </h1>
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-base text-slate-200">
          {project.location && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {project.location}
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <Hash aria-hidden="true" className="size-5 shrink-0 text-brand" />
            <span>
              Code <span className="font-mono font-bold tracking-wider text-ink-inverse">{project.code}</span>
            </span>
          </li>
        </ul>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline" className={action} onClick={onSwitch}>
          <ArrowLeftRight aria-hidden="true" />
          Switch Project
        </Button>
        <Button variant="outline" className={action} onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'motion-safe:animate-spin')} />
          Refresh
        </Button>
        <Button asChild variant="outline" className={action}>
          <Link to={homeHref}>
            <House aria-hidden="true" />
            Return Home
          </Link>
        </Button>
        <ContactPopover className={cn(action, 'sm:ml-auto')} />
      </div>
    </section>
  );
}
