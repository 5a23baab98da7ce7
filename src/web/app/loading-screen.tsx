import { LoadingText } from '../components/ui/spinner';

/** Shown while the first page's code loads. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <LoadingText label="Loading SiteDockets…" className="text-base" />
    </div>
  );
}
