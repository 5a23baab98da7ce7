import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** A page for a role that may not open it: the page's own sentence from the spec (002 §2, §6). */
export function AccessRestricted({ message }: { message: string }) {
  return (
    <main className="mx-auto flex max-w-7xl justify-center px-4 py-10 sm:px-6 sm:py-16">
      <Card className="w-full max-w-md overflow-hidden">
        <div
          aria-hidden="true"
          className="h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]"
        />
        <div className="flex flex-col items-center gap-3 px-5 pt-8 pb-6 text-center sm:px-8">
          <div className="mb-1 flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
            <ShieldAlert aria-hidden="true" className="size-7" />
          </div>
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight">Access Restricted</h1>
          <p className="text-base text-pretty text-ink-muted">{message}</p>
        </div>
        <div className="flex justify-center border-t border-line bg-surface-muted px-5 py-4">
          <Button asChild size="lg">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
