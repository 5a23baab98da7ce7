import { failureText as textOf } from '../../lib/failure';

/** When a save got no answer: the entry is kept on the phone (the form keeps it), so say so. */
export const ENTRY_KEPT_TEXT =
  'No connection to the server. Your entry is kept here: try again when you have reception.';

/** The server's message for a refused request; for a lost connection, a hint that nothing was lost. */
export const failureText = (error: unknown, fallback: string): string =>
  textOf(error, fallback, { offline: ENTRY_KEPT_TEXT, unauthorized: true });
