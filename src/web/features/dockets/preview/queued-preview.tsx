import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Navigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { previewPath, useQueuedDocket } from '../api';
import { DocketSheet } from './docket-sheet';
import { fullDate } from './format';
import { PreviewActions } from './preview-actions';
import { PreviewAttachments } from './preview-attachments';
import { PreviewColumns } from './preview-columns';
import { PreviewHeader } from './preview-header';
import { DocketNotFound, PreviewLoading } from './preview-states';
import type { UserViewer } from './types';
import { backTarget } from './viewer';

/**
 * The preview of a docket recorded on this phone whose create waits to be sent (a temporary
 * negative id): the phone's copy, marked as not sent, with none of the server's actions (PDF,
 * e-mail, approval, timeline). Once the server has it, the preview moves to its server id.
 */
export function QueuedPreview({ viewer, id }: { viewer: UserViewer; id: number }) {
  const view = useQueuedDocket(viewer.user.id, id);
  const back = backTarget(viewer);
  if (view?.kind === 'sent') return <Navigate to={previewPath(view.id)} replace />;
  const docket = view?.kind === 'waiting' ? view.docket : null;
  return (
    <>
      <PreviewHeader
        back={back}
        signedIn
        subtitle={docket ? `Not sent yet · ${fullDate(docket.date)}` : undefined}
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
        {view === null ? (
          <PreviewLoading />
        ) : view.kind === 'gone' ? (
          <DocketNotFound back={back} onRetry={() => window.location.reload()} />
        ) : (
          <PreviewColumns
            main={
              <>
                <PreviewActions viewer={viewer} docket={view.docket} />
                <DocketSheet viewer={viewer} docket={view.docket} companyName={viewer.company.name} />
              </>
            }
            side={
              <>
                <PreviewAttachments viewer={viewer} docket={view.docket} timeZone={viewer.company.timeZone} />
                <NotSentNotice attention={view.attention} />
              </>
            }
          />
        )}
      </div>
    </>
  );
}

function NotSentNotice({ attention }: { attention: string | null }) {
  const Icon = attention ? TriangleAlert : CloudUpload;
  return (
    <Card role="status">
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <Icon aria-hidden="true" className={attention ? 'size-5 text-danger' : 'size-5 text-brand-text'} />
        <CardTitle>{attention ? 'Needs attention' : 'Not sent yet'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {attention ? (
          <>
            <p className="font-semibold text-danger-hover">{attention}</p>
            <p className="text-ink-muted">
              The server refused this docket. It stays on this phone until you fix or discard it.
            </p>
          </>
        ) : (
          <p className="text-ink-muted">
            This docket is saved on this phone and is sent by itself when you have reception.
          </p>
        )}
        <p className="text-ink-muted">
          Approval, the PDF and e-mailing it are available once the server has it.
        </p>
      </CardContent>
    </Card>
  );
}
