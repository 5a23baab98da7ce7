import { randomUUID } from 'node:crypto';

/**
 * The problem-details body Xero's gateway answers with outside the accounting errors:
 * `{"Type":null,"Title":"Unauthorized","Status":401,"Detail":"TokenExpired: …","Instance":"…","Extensions":{}}`.
 */
export interface Problem {
  Type: null;
  Title: string;
  Status: number;
  Detail: string;
  Instance: string;
  Extensions: Record<string, never>;
}

export function problem(status: number, title: string, detail: string): Problem {
  return { Type: null, Title: title, Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** `11/24/2026 03:30:00`, the way the TokenExpired detail writes the time. */
function xeroTime(ms: number): string {
  const d = new Date(ms);
  const date = `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
  return `${date} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

export const PROBLEMS = {
  tokenExpired: (expiredAt: number) =>
    problem(401, 'Unauthorized', `TokenExpired: token expired at ${xeroTime(expiredAt)}`),
  unauthenticated: () => problem(401, 'Unauthorized', 'AuthenticationUnsuccessful'),
  missingScope: () => problem(401, 'Unauthorized', 'AuthorizationUnsuccessful'),
  forbidden: () => problem(403, 'Forbidden', 'AuthenticationUnsuccessful'),
  notFound: () => problem(404, 'Not Found', "The resource you're looking for cannot be found"),
  /** What Xero's gateway answers a file over its size limit (seen from PUT/POST …/Attachments). */
  payloadTooLarge: () => problem(413, 'RequestEntityTooLarge', 'PayloadTooLarge'),
  tooMany: (limit: string) => problem(429, 'Too Many Requests', `Rate limit exceeded: ${limit}`),
  serverError: () =>
    problem(
      500,
      'An error occurred',
      'An error occurred in Xero. Check the API Status page http://status.developer.xero.com for current service status.',
    ),
  unavailable: () => problem(503, 'Service Unavailable', 'The Xero API is currently offline for maintenance'),
  notAcceptable: () =>
    problem(
      406,
      'Not Acceptable',
      'The simulator answers JSON only: send Accept: application/json (Xero answers XML)',
    ),
};
