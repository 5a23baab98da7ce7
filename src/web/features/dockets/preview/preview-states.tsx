import { CloudOff, FileQuestion, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';

/** While the docket loads (spec 001 §2.4). */
export function PreviewLoading() {
  return <LoadingText label="Loading docket..." className="justify-center py-20 text-base" />;
}

/** Close: back where the docket was opened from; without one (an e-mailed link) close the window. */
function useClose(back: string | null) {
  const navigate = useNavigate();
  return () => {
    if (back) return void navigate(back);
    window.close();
    // A tab the script did not open stays open: leave for the home page instead.
    setTimeout(() => void navigate('/'), 300);
  };
}

const box =
  'mx-auto grid w-full max-w-md justify-items-center gap-3 rounded-card border bg-surface px-6 py-10 text-center shadow-sm';

/** A docket that does not exist, or that this visitor may not see (no grant, another company). */
export function DocketNotFound({ back, onRetry }: { back: string | null; onRetry: () => void }) {
  const close = useClose(back);
  return (
    <div className={`${box} border-line`}>
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
        <FileQuestion aria-hidden="true" className="size-7" />
      </div>
      <h2 className="text-2xl font-extrabold tracking-tight">Docket not found</h2>
      <p className="text-base text-pretty text-ink-muted">
        The docket you&apos;re looking for doesn&apos;t exist or you don&apos;t have access to it.
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
        <Button variant="outline" onClick={close}>
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
    </div>
  );
}

/** Any other failure: the connection, or the server. */
export function DocketLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={`${box} border-danger/40`}>
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <h2 className="text-xl font-extrabold text-danger-hover">Unable to load docket</h2>
      <p className="text-sm text-ink-muted">Check your connection, then try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

/** Offline, a docket this phone holds no copy of: it loads by itself when the signal returns. */
export function DocketNotStored() {
  return (
    <div role="status" className={`${box} border-dashed border-line-strong`}>
      <CloudOff aria-hidden="true" className="size-8 text-ink-muted" />
      <h2 className="text-xl font-extrabold">This docket is not stored on this phone</h2>
      <p className="text-sm text-ink-muted">It loads by itself when the signal returns.</p>
    </div>
  );
}
