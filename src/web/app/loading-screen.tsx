import { LoadingText } from '../components/ui/spinner';

/** Shown while the first page's code loads, or while the session is checked. */
export function LoadingScreen({ label = 'Loading SiteDockets…' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <LoadingText label={label} className="text-base" />
    </div>
  );
}
