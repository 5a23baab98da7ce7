/** The signed-in page frame, for the app's signed-in layout. */
export { SignedInFrame } from './signed-in-frame';
/** GET /api/versions: the update banner's check, and Settings → Versions' list. */
export { versionsQuery } from './app-update';
