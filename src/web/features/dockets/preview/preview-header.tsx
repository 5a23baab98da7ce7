import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type PreviewHeaderProps = { back: string | null; subtitle?: string; signedIn: boolean };

/** The sticky title bar: Back to where the docket was opened from, 'Docket Preview'. */
export function PreviewHeader({ back, subtitle, signedIn }: PreviewHeaderProps) {
  return (
    <header
      className={cn(
        'sticky z-20 border-b border-line bg-surface/95 backdrop-blur',
        signedIn ? 'top-16 lg:top-28' : 'top-0',
      )}
    >
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-2 px-2 py-2 sm:px-4">
        {back && (
          <Link to={back} aria-label="Back" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        )}
        <div className={cn('grid min-w-0 flex-1', !back && 'px-2')}>
          <h1 className="truncate text-lg leading-tight font-extrabold sm:text-xl">Docket Preview</h1>
          {subtitle && <p className="truncate text-sm text-ink-muted">{subtitle}</p>}
        </div>
      </div>
    </header>
  );
}
