import { ArrowRight, ClipboardCheck, FileText, HardHat, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ProductMark } from '../../components/product-mark';
import { buttonVariants } from '../../components/ui/button';

const steps = [
  { icon: HardHat, title: 'Time Input', text: 'Workers log hours and quantities on their phone, on site.' },
  { icon: ClipboardCheck, title: 'Approval', text: 'The foreman signs the docket on the spot or remotely.' },
  { icon: FileText, title: 'Invoice', text: 'Approved dockets become invoices with PDF proof attached.' },
  { icon: Users, title: 'Timesheets', text: 'The same dockets flow on to payroll timesheets.' },
] as const;

/** The public home page (spec 000 §2). Marketing sections are added by the landing-page work. */
export default function LandingPage() {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="bg-night px-4 sm:px-6">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-3">
          <Link to="/" className="focus-ring rounded-lg" aria-label="SiteDockets home">
            <ProductMark tone="light" />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Link
              to="/login"
              className={buttonVariants({
                variant: 'ghost',
                className: 'text-ink-inverse hover:bg-white/10',
              })}
            >
              Sign In
            </Link>
            <Link to="/signup" className={buttonVariants({ className: 'max-sm:hidden' })}>
              Get Started
            </Link>
          </nav>
        </div>
      </header>
      <main>
        <section className="bg-night px-4 pt-10 pb-14 text-ink-inverse sm:px-6 sm:pt-16 sm:pb-20">
          <div className="mx-auto max-w-6xl">
            <p className="text-sm font-bold tracking-widest text-brand uppercase">
              Daily dockets for construction & trades
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
              Record the day on your phone. Get it signed on site.
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-300">
              Workers enter time once, foremen approve with a signature, and the office turns approved dockets
              into invoices and payroll timesheets. Setup takes 5 minutes.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/signup" className={buttonVariants({ size: 'xl' })}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to="/foreman-dashboard"
                className={buttonVariants({
                  size: 'xl',
                  variant: 'outline',
                  className: 'border-slate-500 bg-transparent text-ink-inverse hover:bg-white/10',
                })}
              >
                See Foreman Dashboard
              </Link>
            </div>
          </div>
        </section>
        <section aria-labelledby="how-it-works" className="px-4 py-12 sm:px-6 sm:py-16">
          <div className="mx-auto max-w-6xl">
            <h2 id="how-it-works" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              From site to invoice in four steps
            </h2>
            <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {steps.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="rounded-card border border-line bg-surface-muted p-5">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-brand text-brand-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="text-lg font-bold">
                      <span className="text-brand-text">{index + 1}</span> {title}
                    </h3>
                  </div>
                  <p className="mt-3 text-ink-muted">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>
    </div>
  );
}
