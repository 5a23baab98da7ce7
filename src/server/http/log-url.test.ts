import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../shared/api';
import { CREDENTIAL_PARAMS } from '../../shared/api/credentials';
import type { RouteDefinition } from '../../shared/api/route';
import { pathParamsOf, queryKeysOf } from '../../../tests/support/route-params';
import { credentialPaths, urlForLog } from './log-url';

/**
 * Path and query parameters of the API that are not credentials. A new parameter is named here or
 * in CREDENTIAL_PARAMS before its route passes, so no route can forget to keep a secret out of the log.
 */
const NOT_CREDENTIALS = [
  ...['id', 'companyId', 'userId', 'runId', 'holidayId', 'assignmentId', 'foremanId', 'hash'],
  ...['username', 'status', 'limit', 'offset', 'count', 'filter', 'errors_only', 'search', 'once'],
  ...['date', 'startDate', 'endDate', 'start', 'end', 'weekEnding'],
  ...['invoice', 'projectId', 'countOnTimesheet', 'overtimeThreshold', 'billableOnly'],
  ...['error', 'error_description'],
  ...['kind', 'from', 'to', 'exportId'],
  ...['report', 'clientId', 'workerId', 'state', 'billable'],
  ...['invoiceId', 'paymentId'],
  // An upload's id is its starter's alone (any other caller's step is a 404): not a credential.
  ...['uploadId', 'attachmentId', 'rendition'],
];

const paramsOf = (route: RouteDefinition): string[] => [...pathParamsOf(route.path), ...queryKeysOf(route)];

describe('urlForLog', () => {
  it('removes the Xero sign-in credentials from a logged address, keeping the rest', () => {
    expect(urlForLog('/auth/xero?ticket=abc_DEF-123')).toBe('/auth/xero?ticket=[removed]');
    expect(urlForLog('/auth/xero/callback?code=c1&scope=openid&state=s1&session_state=x')).toBe(
      '/auth/xero/callback?code=[removed]&scope=openid&state=[removed]&session_state=x',
    );
    expect(urlForLog('/api/dockets?page=2')).toBe('/api/dockets?page=2');
  });

  it('removes grants, project codes and tokens from the query, however the key is written', () => {
    expect(urlForLog('/api/timesheets/7/pdf?projectCode=ABC123&grant=g1')).toBe(
      '/api/timesheets/7/pdf?projectCode=[removed]&grant=[removed]',
    );
    expect(urlForLog('/timesheet-preview/7?GRANT=g1')).toBe('/timesheet-preview/7?GRANT=[removed]');
    expect(urlForLog('/reset-password?t%6Fken=t1&x=1')).toBe('/reset-password?t%6Fken=[removed]&x=1');
    expect(urlForLog('/foreman-dashboard?code[]=c1')).toBe('/foreman-dashboard?code[]=[removed]');
    expect(urlForLog('/signup?projectCode=ABC123')).toBe('/signup?projectCode=[removed]');
  });

  it('removes the invitation token from the API’s and the web app’s paths, keeping ids', () => {
    expect(urlForLog('/api/invitations/validate/tok1')).toBe('/api/invitations/validate/[removed]');
    expect(urlForLog('/api/auth/signup-invite/tok1?x=1')).toBe('/api/auth/signup-invite/[removed]?x=1');
    expect(urlForLog('/signup/invite/tok1')).toBe('/signup/invite/[removed]');
    expect(urlForLog('/Signup/Invite/tok1/')).toBe('/Signup/Invite/[removed]/');
    expect(urlForLog('/api/timesheets/42')).toBe('/api/timesheets/42');
  });
});

describe('the route table', () => {
  it('names every path and query parameter as a credential or not', () => {
    const known = new Set([...CREDENTIAL_PARAMS, ...NOT_CREDENTIALS]);
    const unnamed = allRoutes.flatMap((route) =>
      paramsOf(route)
        .filter((param) => !known.has(param))
        .map((param) => `${route.method} ${route.path}: ${param}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('redacts every route whose path carries a credential', () => {
    expect(credentialPaths).toEqual(
      expect.arrayContaining([
        '/api/invitations/validate/:token',
        '/api/auth/signup-invite/:token',
        '/signup/invite/:token',
      ]),
    );
  });
});
