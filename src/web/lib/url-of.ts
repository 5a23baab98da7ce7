/** A route's URL from its path, params and query: the shared one (src/shared/api/url-of.ts). */
export { urlOf, type Query } from '../../shared/api/url-of';
