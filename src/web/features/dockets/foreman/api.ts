/**
 * What other features may use of foreman code access: the stored grant and project (the docket
 * preview opens a docket with it) and the foreman preview path.
 */
export { readForemanAccess, clearForemanAccess, type ForemanAccess } from './access-store';
export { foremanPreviewPath } from './preview-link';
export type { ForemanProject, ForemanSnapshot, ProjectForeman } from './types';
