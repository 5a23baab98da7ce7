/** The docket preview for app/'s preview page, which puts it in the page's frame. */
export { DocketPreviewContent } from './docket-preview-page';
export { PreviewLoading } from './preview-states';
export { useViewer } from './viewer';
export type { Viewer } from './types';
