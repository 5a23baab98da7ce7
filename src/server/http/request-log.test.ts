import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../shared/api';
import { CREDENTIAL_PAGES, CREDENTIAL_PARAMS } from '../../shared/api/credentials';
import { issueGrant } from '../access/grants';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createCompany, createProject } from '../db/factories';
import { freshDatabase } from '../../../tests/support/database';
import { pathParamsOf, queryKeysOf } from '../../../tests/support/route-params';
import type { LogFormat } from './logger';

/**
 * Issue 24 point 1: no grant, project code or token reaches the request log, in either format. Every
 * route of the table with a credential in its path or query is called, and every page link an
 * e-mail or a screen hands out; the log is then searched for each secret sent.
 */
let database: Database;
let grant = '';
beforeAll(async () => {
  database = await freshDatabase();
  const company = await createCompany(database.db);
  const project = await createProject(database.db, { companyId: company.id });
  // A real grant, so the routes it opens run past the access check (and could log more).
  ({ token: grant } = await issueGrant(database.db, {
    companyId: company.id,
    projectId: project.id,
    kind: 'project_code',
  }));
});
afterAll(() => database.close());

const isCredential = (name: string) => CREDENTIAL_PARAMS.includes(name);
const secret = () => `s3cret${randomBytes(9).toString('hex')}`;

/** A request to `path` with every credential parameter (path or query) a secret of its own. */
function linkTo(path: string, queryKeys: string[], secrets: string[]): string {
  const fill = (name: string) => {
    const value = name === 'grant' ? grant : secret();
    secrets.push(value);
    return value;
  };
  const filled = path
    .split('/')
    .map((s) => (s.startsWith(':') ? (isCredential(s.slice(1)) ? fill(s.slice(1)) : '1') : s))
    .join('/');
  const query = queryKeys.filter(isCredential).map((key) => `${key}=${fill(key)}`);
  if (queryKeys.includes('once')) query.push('once=1');
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

/** The links an e-mail or a screen hands out whose query carries a credential. */
const PAGE_LINKS: [string, string[]][] = [
  ['/reset-password', ['token']],
  ['/timesheet-preview/:id', ['grant']],
  ['/foreman-dashboard', ['code']],
  ['/signup', ['projectCode']],
  ...CREDENTIAL_PAGES.map((page): [string, string[]] => [page, []]),
];

async function logOfEveryCredentialLink(format: LogFormat): Promise<{ log: string; secrets: string[] }> {
  const lines: string[] = [];
  const config = loadConfig({
    LOG_LEVEL: 'trace',
    LOG_FORMAT: format,
    WEB_DIST: '/nonexistent',
    APP_URL: 'http://sitedockets.test',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
  const secrets: string[] = [];
  try {
    const carrying = allRoutes.filter((route) =>
      [...pathParamsOf(route.path), ...queryKeysOf(route)].some(isCredential),
    );
    const requests = [
      ...carrying.map((route) => ({
        method: route.method,
        url: linkTo(route.path, queryKeysOf(route), secrets),
      })),
      ...PAGE_LINKS.map(([path, keys]) => ({ method: 'GET' as const, url: linkTo(path, keys, secrets) })),
    ];
    // A malformed escape after the secret: Fastify's router refuses it before any route runs.
    for (const path of ['/api/invitations/validate/:token', ...CREDENTIAL_PAGES]) {
      requests.push({ method: 'GET', url: `${linkTo(path, [], secrets)}%zz` });
    }
    expect(requests.length).toBeGreaterThanOrEqual(carrying.length + PAGE_LINKS.length);
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBeLessThan(500);
    }
  } finally {
    await app.close();
  }
  return { log: lines.join(''), secrets };
}

describe.each(['json', 'pretty'] as const)('the request log (%s)', (format) => {
  it('holds no grant, project code or token of any link it logged', async () => {
    const { log, secrets } = await logOfEveryCredentialLink(format);
    expect(log).toContain('[removed]');
    expect(log).toContain('/api/invitations/validate/[removed]');
    expect(log).toContain('/signup/invite/[removed]');
    expect(secrets.filter((value) => log.includes(value))).toEqual([]);
  });
});
