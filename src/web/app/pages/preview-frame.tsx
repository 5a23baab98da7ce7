import { HardHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductMark } from '../../components/product-mark';
import { useAuth } from '../../features/auth/api';
import type { Viewer } from '../../features/dockets/preview/api';
import { SignedInFrame } from '../shell/api';

const stripe =
  'h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]';

/** Signed in: the app's frame with its navigation. Otherwise a slim brand bar (no links into the app). */
export function PreviewFrame({ viewer, children }: { viewer: Viewer | null; children: ReactNode }) {
  const { logout } = useAuth();
  if (viewer?.kind === 'user') {
    return (
      <SignedInFrame user={viewer.user} company={viewer.company} onSignOut={() => void logout()}>
        <main>{children}</main>
      </SignedInFrame>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-night text-ink-inverse">
        <div aria-hidden="true" className={stripe} />
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <ProductMark tone="light" />
          {viewer && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand">
              <HardHat aria-hidden="true" className="size-4" />
              Foreman
            </span>
          )}
        </div>
      </header>
      <main className="flex-1">{children}</main>
    </div>
  );
}
