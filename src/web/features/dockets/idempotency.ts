/** Kept for the docket form's mutations: the helper lives in lib/ (the invoice dialog uses it too). */
export { attemptFor, newIdempotencyKey, type Attempt } from '../../lib/idempotency';
