import { CalendarDays, FolderKanban, RefreshCw, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ProductMark } from '../../../components/product-mark';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocketVerification } from '../api/verify-docket';
import { ApiError } from '../../../lib/request';
import { titleCaseStatus, verifiedDate } from './verify-text';

const stripe =
  'h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]';

/** /verify/:hash (public): does an approved docket with this fingerprint exist, unchanged? */
export default function VerifyPage() {
  const { hash = '' } = useParams();
  const check = useDocketVerification(hash);
  const noMatch = check.error instanceof ApiError && check.error.status < 500;

  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 px-4 py-10 sm:py-16">
      <Link to="/" className="focus-ring rounded-lg" aria-label="SiteDockets home">
        <ProductMark />
      </Link>
      <Card className="w-full max-w-lg overflow-hidden">
        <div aria-hidden="true" className={stripe} />
        <div className="grid gap-5 px-5 py-7 sm:px-8">
          <div className="grid gap-1 text-center">
            <p className="text-xs font-bold tracking-widest text-brand-text uppercase">Docket verification</p>
            <h1 className="text-2xl font-extrabold tracking-tight">Verify a Docket</h1>
          </div>
          {check.isPending ? (
            <LoadingText label="Checking the fingerprint…" className="justify-center py-6 text-base" />
          ) : check.isSuccess ? (
            <Outcome
              tone="good"
              icon={<ShieldCheck aria-hidden="true" />}
              title="Fingerprint matches"
              text="An approved docket with this fingerprint exists and has not been changed since it was signed."
            >
              <dl className="grid gap-3 rounded-lg border border-line bg-surface-muted p-4 text-left">
                <Fact
                  icon={<FolderKanban aria-hidden="true" />}
                  term="Project"
                  value={check.data.project ?? 'Non-billable activity'}
                />
                <Fact
                  icon={<CalendarDays aria-hidden="true" />}
                  term="Date"
                  value={verifiedDate(check.data.date)}
                />
                <Fact
                  icon={<ShieldCheck aria-hidden="true" />}
                  term="Status"
                  value={titleCaseStatus(check.data.status)}
                />
              </dl>
            </Outcome>
          ) : noMatch ? (
            <Outcome
              tone="bad"
              icon={<ShieldAlert aria-hidden="true" />}
              title="Does not match"
              text="No approved docket has this fingerprint. The docket may have been changed after approval, or the fingerprint was copied wrongly."
            />
          ) : (
            <Outcome
              tone="bad"
              icon={<TriangleAlert aria-hidden="true" />}
              title="Unable to check"
              text="Check your connection, then try again."
            >
              <Button variant="outline" onClick={() => void check.refetch()} className="justify-self-center">
                <RefreshCw aria-hidden="true" />
                Try Again
              </Button>
            </Outcome>
          )}
          <div className="grid gap-1 border-t border-line pt-4">
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Fingerprint (SHA-256)
            </p>
            <p className="font-mono text-xs break-all text-ink">{hash}</p>
          </div>
        </div>
      </Card>
      <Link to="/" className={buttonVariants({ variant: 'link' })}>
        About SiteDockets
      </Link>
    </main>
  );
}

type OutcomeProps = {
  tone: 'good' | 'bad';
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
};

function Outcome({ tone, icon, title, text, children }: OutcomeProps) {
  const colours = tone === 'good' ? 'bg-green-100 text-green-800' : 'bg-danger-soft text-danger';
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <div className={`flex size-16 items-center justify-center rounded-full [&_svg]:size-8 ${colours}`}>
        {icon}
      </div>
      <h2 className="text-xl font-extrabold">{title}</h2>
      <p className="text-pretty text-ink-muted">{text}</p>
      {children && <div className="grid w-full gap-3">{children}</div>}
    </div>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase [&_svg]:size-4 [&_svg]:text-brand-text">
        {icon}
        {term}
      </dt>
      <dd className="pl-5.5 font-semibold break-words">{value}</dd>
    </div>
  );
}
