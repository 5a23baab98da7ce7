import { RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from '../components/status-screen';
import { Button } from '../components/ui/button';

type ErrorDetails = { summary: string; stack?: string };

/** Turns whatever was thrown into readable text. */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
    return { summary: `${error.status} ${error.statusText}${data ? `: ${data}` : ''}` };
  }
  if (error instanceof Error) return { summary: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { summary: error };
  try {
    return { summary: JSON.stringify(error) ?? String(error) };
  } catch {
    return { summary: String(error) };
  }
}

const detailBox =
  'max-h-48 overflow-auto rounded-lg bg-night p-3 text-xs break-words whitespace-pre-wrap text-ink-inverse';

/** The crash screen of spec 000 §2: 'Something went wrong', the error details, 'Reload Page'. */
export function CrashScreen({ error }: { error: unknown }) {
  const { summary, stack } = describeError(error);
  return (
    <StatusScreen
      icon={<TriangleAlert aria-hidden="true" />}
      title="Something went wrong"
      description="SiteDockets hit an unexpected problem. Reloading the page usually fixes it; if it keeps happening, send the details below to support."
      actions={
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload Page
        </Button>
      }
    >
      <div className="mt-2 grid w-full gap-2 text-left">
        <h2 className="text-sm font-semibold text-ink">Error details</h2>
        <pre tabIndex={0} aria-label="Error details" className={`focus-ring font-mono ${detailBox}`}>
          {summary}
        </pre>
        {stack && (
          <details className="text-sm text-ink-muted">
            <summary className="focus-ring cursor-pointer rounded py-1 font-medium">
              Technical details
            </summary>
            <pre tabIndex={0} aria-label="Stack trace" className={`focus-ring mt-1 font-mono ${detailBox}`}>
              {stack}
            </pre>
          </details>
        )}
      </div>
    </StatusScreen>
  );
}

/** Error boundary of the route tree: anything a page throws while rendering or loading ends here. */
export function RouteErrorScreen() {
  return <CrashScreen error={useRouteError()} />;
}
