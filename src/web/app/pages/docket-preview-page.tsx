import { useParams } from 'react-router';
import { DocketPreviewContent, PreviewLoading, useViewer } from '../../features/dockets/preview/api';
import { PreviewFrame } from './preview-frame';

/**
 * /timesheets/:id/preview and /timesheet-preview/:id (spec 001 §2.4): a signed-in user sees the docket
 * in the app's frame, a code-access foreman or an approval link's holder under a slim brand bar.
 */
export default function DocketPreviewPage() {
  const { id } = useParams();
  const { loading, viewer } = useViewer();
  if (loading) return <PreviewLoading />;
  return (
    <PreviewFrame viewer={viewer}>
      <DocketPreviewContent viewer={viewer} docketId={Number(id)} />
    </PreviewFrame>
  );
}
