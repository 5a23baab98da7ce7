import { rememberReturnTo } from '../api';

/** The public docket preview a code-access foreman opens (spec 001 §2.4). */
export const foremanPreviewPath = (id: number): string => `/timesheet-preview/${id}`;

/** Remembers where the preview's Back returns to. */
export const returnHereFrom = (path: '/foreman-dashboard' | '/foreman-timesheets') => () =>
  rememberReturnTo(path);
