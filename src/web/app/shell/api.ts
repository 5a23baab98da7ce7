/** The signed-in page frame, for the app's signed-in layout. */
export { SignedInFrame } from './signed-in-frame';
