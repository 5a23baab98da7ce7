import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '../../../../shared/dates';
import { ApiError } from '../../../lib/request';
import { ActionTimeline } from './action-timeline';
import { ApprovalSection } from './approval-section';
import { DocketSheet } from './docket-sheet';
import { fullDate } from './format';
import { PreviewActions } from './preview-actions';
import { PreviewAttachments } from './preview-attachments';
import { PreviewColumns } from './preview-columns';
import { QueuedPreview } from './queued-preview';
import { PreviewHeader } from './preview-header';
import { DocketLoadFailed, DocketNotFound, DocketNotStored, PreviewLoading } from './preview-states';
import { useGrantSnapshot } from '../api/get-foreman-access';
import { docketFor } from '../api/get-previewed-docket';
import type { Viewer } from './types';
import { backTarget } from './viewer';

/** Refusals that mean "not yours to see": the same answer whatever the reason. */
const notFound = (error: unknown) => error instanceof ApiError && [400, 401, 403, 404].includes(error.status);

/**
 * The preview's content for /timesheets/:id/preview and /timesheet-preview/:id (spec 001 §2.4): one page
 * for a signed-in user, a code-access foreman, and the foreman who opened the e-mailed approval link. The
 * page's frame (the app's, or a slim brand bar) is app/'s: app/pages/docket-preview-page.tsx.
 */
export function DocketPreviewContent({ viewer, docketId }: { viewer: Viewer | null; docketId: number }) {
  const valid = Number.isInteger(docketId) && docketId > 0;
  // A negative id is a docket recorded on this phone, still waiting to be sent (its worker only).
  const onPhone = Number.isInteger(docketId) && docketId < 0 && viewer?.kind === 'user';
  if (onPhone) return <QueuedPreview viewer={viewer} id={docketId} />;
  if (viewer && valid) return <DocketPreview viewer={viewer} id={docketId} />;
  return (
    <>
      <PreviewHeader back={backTarget(viewer)} signedIn={false} />
      <div className="px-4 py-10">
        <DocketNotFound back={backTarget(viewer)} onRetry={() => window.location.reload()} />
      </div>
    </>
  );
}

function DocketPreview({ viewer, id }: { viewer: Viewer; id: number }) {
  const docket = useQuery(docketFor(viewer, id));
  const snapshot = useGrantSnapshot(viewer.kind === 'grant' ? viewer.grant : null);
  const companyName = viewer.kind === 'user' ? viewer.company.name : (snapshot.data?.company.name ?? '');
  // Every moment in the company's time zone, for a grant holder too (DECISIONS 'Times shown').
  const timeZone =
    (viewer.kind === 'user' ? viewer.company.timeZone : snapshot.data?.company.timeZone) ?? DEFAULT_TIME_ZONE;
  const loading = docket.isPending || (viewer.kind === 'grant' && snapshot.isPending);
  const back = backTarget(viewer);
  const retry = () => void docket.refetch();
  const data = docket.data;

  return (
    <>
      <PreviewHeader
        back={back}
        signedIn={viewer.kind === 'user'}
        subtitle={data ? `#${data.id} · ${fullDate(data.date)}` : undefined}
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
        {docket.isPending && docket.fetchStatus === 'paused' ? (
          // Offline and never read on this phone: react-query waits for the network.
          <DocketNotStored />
        ) : loading ? (
          <PreviewLoading />
        ) : docket.isError ? (
          notFound(docket.error) ? (
            <DocketNotFound back={back} onRetry={retry} />
          ) : (
            <DocketLoadFailed onRetry={retry} />
          )
        ) : (
          <PreviewColumns
            main={
              <>
                <PreviewActions viewer={viewer} docket={docket.data} />
                <DocketSheet viewer={viewer} docket={docket.data} companyName={companyName} />
              </>
            }
            side={
              <>
                <PreviewAttachments viewer={viewer} docket={docket.data} timeZone={timeZone} />
                <ApprovalSection viewer={viewer} docket={docket.data} timeZone={timeZone} />
                <ActionTimeline viewer={viewer} id={id} timeZone={timeZone} />
              </>
            }
          />
        )}
      </div>
    </>
  );
}
