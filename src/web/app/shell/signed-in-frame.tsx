import type { ReactNode } from 'react';
import type { CompanyReply, UserReply } from '../../../shared/auth/users-schemas';
import { OfflineSync } from '../../features/dockets/api';
import { useLiveUpdates } from '../../lib/live';
import { AppHeader } from './app-header';
import { LapsedBanner } from './lapsed-banner';
import { UpdateBanner } from './update-banner';

type SignedInFrameProps = {
  user: UserReply;
  company: CompanyReply;
  onSignOut: () => void;
  children: ReactNode;
};

/** The shared frame of signed-in pages (spec 000 §2): fixed header, update banner, the
 * lapsed-subscription banner (admin and office), content area. */
export function SignedInFrame({ user, company, onSignOut, children }: SignedInFrameProps) {
  useLiveUpdates({ kind: 'session' });
  return (
    <div className="min-h-dvh pt-16 lg:pt-28">
      <AppHeader user={user} company={company} onSignOut={onSignOut} />
      <UpdateBanner currentVersion={user.currentAppVersion} />
      <LapsedBanner role={user.role} />
      <OfflineSync user={user} />
      <div id="main-content">{children}</div>
    </div>
  );
}
