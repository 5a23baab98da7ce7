/**
 * One-time secrets never reach the e-mail log: a link that carries a reset, invitation, approval
 * (grant) or sign-in token is replaced by LINK_REMOVED in the stored html, text and request
 * payload. Only the message handed to the mail server holds the real link.
 *
 * The same pattern (in PostgreSQL's syntax, identical here) redacted the rows stored before this
 * rule, in migrations/0004_email_log_secrets.sql; a test runs that statement and compares.
 */
export const LINK_REMOVED = 'link removed';

/** An absolute link whose path or query names a token: ?token=, ?grant=, or /signup/invite/<token>. */
export const SECRET_LINK_SOURCE = `https?://[^\\s"'<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\\s"'<>]*`;

const secretLink = () => new RegExp(SECRET_LINK_SOURCE, 'g');

export const redactSecrets = (value: string): string => value.replace(secretLink(), LINK_REMOVED);

/** A JSON payload with every string in it redacted. */
export const redactPayload = <T>(payload: T): T =>
  payload == null ? payload : (JSON.parse(redactSecrets(JSON.stringify(payload))) as T);
