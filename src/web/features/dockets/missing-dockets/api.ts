/** Missing dockets (issue 17), for the office dashboard. */
export { MissingDocketsCard } from './missing-dockets-card';
