import { expect, it } from 'vitest';
import { CREDENTIAL_PAGES, CREDENTIAL_PARAMS } from '../../shared/api/credentials';
import { appRoutes } from './routes';

/** Page path parameters that are not credentials: a record's id, a day, a docket's printed fingerprint. */
const NOT_CREDENTIALS = ['id', 'date', 'hash'];

const paramsOf = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

it('names every page path parameter as a credential (kept out of the request log) or not', () => {
  for (const route of appRoutes) {
    for (const param of paramsOf(route.path)) {
      expect(
        [...CREDENTIAL_PARAMS, ...NOT_CREDENTIALS],
        `${route.path}: is :${param} a credential?`,
      ).toContain(param);
    }
  }
});

it('lists in CREDENTIAL_PAGES every page whose address carries a credential, so the server redacts it', () => {
  const carrying = appRoutes
    .map((route) => route.path)
    .filter((path) => paramsOf(path).some((param) => CREDENTIAL_PARAMS.includes(param)));
  expect([...CREDENTIAL_PAGES].sort()).toEqual(carrying.sort());
});
