import { mayAttach } from '../attachments/attach-rules';
import { DocketAttachments } from '../attachments/docket-attachments';
import type { Docket, Viewer } from './types';

/**
 * The docket's photos and files on its preview (issue 28), above the approval panels so a foreman
 * sees them before signing: read-only with a grant or for someone who may not change the docket;
 * Take photo and Add file for its worker, admin and office until it is approved.
 */
export function PreviewAttachments({
  viewer,
  docket,
  timeZone,
}: {
  viewer: Viewer;
  docket: Docket;
  timeZone: string;
}) {
  const user = viewer.kind === 'user' ? viewer.user : null;
  return (
    <DocketAttachments
      reader={{ grant: viewer.kind === 'grant' ? viewer.grant : null }}
      docketId={docket.id}
      userId={user?.id ?? null}
      mayAttach={!!user && mayAttach({ role: user.role, userId: user.id }, docket)}
      timeZone={timeZone}
    />
  );
}
