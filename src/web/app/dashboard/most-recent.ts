import type { Docket } from '../../features/dockets/api';

/** Spec 001 §9: the dashboard shows 3 recent dockets. */
export const RECENT_LIMIT = 3;

/** The 3 most recent by date, newest recorded first within a day. */
export const mostRecent = (dockets: readonly Docket[]): Docket[] =>
  [...dockets]
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, RECENT_LIMIT);
