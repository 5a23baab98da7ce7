import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { StatusBadge } from '../status-badge';
import type { Docket } from '../types';

type FormHeaderProps = { title: string; subtitle: string; backTo: string; docket?: Docket };

/** The sticky header of the docket form: 'New Timesheet' or 'Edit Timesheet' (spec 001 §2.3). */
export function FormHeader({ title, subtitle, backTo, docket }: FormHeaderProps) {
  return (
    <header className="sticky top-16 z-20 border-b border-line bg-surface/95 backdrop-blur lg:top-28">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-2 py-2 sm:px-4">
        <Link to={backTo} aria-label="Back" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
          <ArrowLeft aria-hidden="true" />
        </Link>
        <div className="grid min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-extrabold sm:text-xl">{title}</h1>
          <p className="truncate text-sm text-ink-muted">{subtitle}</p>
        </div>
        {docket && <StatusBadge docket={docket} className="mr-2" />}
      </div>
    </header>
  );
}
