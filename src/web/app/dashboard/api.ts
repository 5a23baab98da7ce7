/** The role dashboards, for the app's /dashboard route. */
export { Dashboard } from './dashboard-page';
