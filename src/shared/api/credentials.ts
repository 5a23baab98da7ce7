/**
 * The names of every value that is a credential, whether it travels in the query (`?grant=`) or as
 * a path parameter (`/:token`): approval and project-code grants, project codes, invitation and
 * password-reset tokens, the Xero sign-in's ticket, code and state. The one list the request log
 * redacts by (server/http/log-url.ts); its tests check every query and path parameter of the API's
 * route table and every page path of the web app's (web/app/credential-pages.test.ts) against it.
 */
export const CREDENTIAL_PARAMS: readonly string[] = [
  'grant',
  'projectCode',
  'code',
  'token',
  'ticket',
  'state',
  'access_token',
  'refresh_token',
  'session_id',
];

/**
 * The web app's pages whose address carries a credential in a path segment (the API's come from
 * the route table): the invitation link of an e-mail. Query values need no entry here.
 */
export const CREDENTIAL_PAGES: readonly string[] = ['/signup/invite/:token'];
