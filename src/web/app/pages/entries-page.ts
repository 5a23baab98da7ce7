/**
 * The entries view (spec 000 §2), in one place: the /entries route loads it and a worker's /dashboard
 * shows it. Kept apart from routes.ts so the dashboard page does not import the route table that loads it.
 */
export const loadEntriesPage = () => import('../../features/dockets/week/entries-week-page');
