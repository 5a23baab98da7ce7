import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { SESSION_KEYS, writeStored } from '../../lib/storage-keys';
import { cn } from '../../lib/cn';

export const previewPath = (id: number): string => `/timesheets/${id}/preview`;

/** Where the preview's Back returns to (spec 001 §2.1: '/entries' from the week view). */
export const rememberReturnTo = (path: string): void =>
  writeStored('session', SESSION_KEYS.docketReturnTo, path);

type PreviewLinkProps = { id: number; returnTo: string; label: string; className?: string };

/** The View button of a docket: opens its preview and stores the address to come back to. */
export function PreviewLink({ id, returnTo, label, className }: PreviewLinkProps) {
  return (
    <Link
      to={previewPath(id)}
      aria-label={label}
      onClick={() => rememberReturnTo(returnTo)}
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'relative z-10 gap-1.5 border',
        className,
      )}
    >
      <Eye aria-hidden="true" className="size-4!" />
      View
    </Link>
  );
}
