/** The docket preview for app/'s preview page, which puts it in the page's frame. */
export { DocketPreviewContent } from '../preview/docket-preview-page';
export { PreviewLoading } from '../preview/preview-states';
export { useViewer } from '../preview/viewer';
export type { Viewer } from '../preview/types';
