import { ArrowRight, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';

const STEPS = [
  'Get the project code from your admin (Admin Dashboard > Projects).',
  'Enter it on the foreman dashboard.',
  'Review, sign and manage the project’s dockets.',
] as const;

/** Foreman, first reading (spec 000 §2): access with a project code only, no account needed. */
export function ForemanAccess() {
  return (
    <section
      aria-labelledby="foreman-access-title"
      className="overflow-hidden rounded-card bg-night text-ink-inverse shadow-sm"
    >
      <div className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand text-brand-foreground">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <h2 id="foreman-access-title" className="text-lg leading-tight font-bold">
              No account needed
            </h2>
            <p className="text-sm text-slate-300">Foremen can approve dockets with just a project code.</p>
          </div>
        </div>
        <ol className="grid gap-2.5">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-start gap-3 text-base">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-sm font-bold text-brand">
                {index + 1}
              </span>
              <span className="pt-0.5 text-slate-200">{step}</span>
            </li>
          ))}
        </ol>
        <Link
          to="/foreman-dashboard"
          className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}
        >
          Go to Foreman Dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
