/**
 * The one registry of error codes (issue 30): every `code` an error body can carry, with its meaning
 * and its HTTP status where the code fixes one (null: a code that also names a failure listed inside
 * a reply, e.g. one payroll period or one PDF). The server's error body is typed with it, the web
 * branches on it (`failure.code === ErrorCode.PLAN_REQUIRED`), OpenAPI lists it. The spellings are
 * the ones already sent (DECISIONS: `{ message, code }`; the spec names no codes): upper snake case.
 *
 * Two details narrow a refusal further and have their own lists here: `reason` (which rule of an
 * invoice or its number refused, lower snake case) and `xero` (why Xero could not be used).
 */

type Entry = { readonly status: number | null; readonly meaning: string };

export const ERROR_CODES = {
  // The kinds a service throws (src/server/errors.ts): each fixes the reply's status.
  BAD_REQUEST: {
    status: 400,
    meaning:
      'The request breaks a rule of the input; also any other 4xx Fastify raises, with its own status.',
  },
  UNAUTHORIZED: { status: 401, meaning: 'No session, an ended one, or wrong sign-in details.' },
  PAYMENT_REQUIRED: {
    status: 402,
    meaning: 'A 402 without a code of its own (the plan refusals say PLAN_REQUIRED).',
  },
  FORBIDDEN: { status: 403, meaning: "The caller's role may not do this inside its own company." },
  NOT_FOUND: { status: 404, meaning: 'No such record, or one of another company; or no such route.' },
  CONFLICT: {
    status: 409,
    meaning: "The state of a record forbids the change (a taken name, a docket's status…).",
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is over the size limit.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many tries; `retryAfterSeconds` says when to try again.' },
  CHALLENGE_REQUIRED: {
    status: 428,
    meaning: 'Too many failures: the next try must carry the solved `challenge`.',
  },
  EMAIL_CAP_REACHED: {
    status: 429,
    meaning: "The hourly cap on e-mail sent on this user's or company's behalf.",
  },
  UPSTREAM: { status: 502, meaning: 'Xero or Stripe answered with an error or could not be reached.' },
  // The error handler's own (src/server/http/error-handler.ts).
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'The schema refused params, query or body: `field` and `errors` say where.',
  },
  INVALID_JSON: { status: 400, meaning: 'The request body is not JSON, or is empty where JSON is expected.' },
  INVALID_URL: { status: 400, meaning: 'The path is not a valid URL (a malformed percent-encoding).' },
  URI_TOO_LONG: { status: 414, meaning: 'A parameter of the path is longer than any the API takes.' },
  INVALID_CONTENT_LENGTH: { status: 400, meaning: 'The Content-Length header does not match the body.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'The request body has a content type the route does not take.',
  },
  INTERNAL: {
    status: 500,
    meaning: 'An unexpected error on the server (logged; the body says nothing more).',
  },
  // A refusal of its own, in the details of one of the kinds above.
  ALREADY_APPROVED: {
    status: 409,
    meaning: 'The docket is approved already (an approval or its request came again).',
  },
  PLAN_REQUIRED: {
    status: 402,
    meaning: "The company's plan lacks the feature (a Xero feature on Base): PRO or the trial.",
  },
  BILLING_NOT_SET_UP: {
    status: 409,
    meaning: "The installation's Stripe account lacks the prices or portal checkout needs.",
  },
  BILLING_NOT_CONFIGURED: { status: 409, meaning: 'This server has no Stripe keys.' },
  WEBHOOK_SIGNATURE: { status: 400, meaning: 'A Stripe webhook without a valid Stripe-Signature.' },
  PAY_PERIOD_MISMATCH: {
    status: 409,
    meaning: "The dates are not one of the company's (or Xero's) pay periods.",
  },
  XERO_VALIDATION: { status: 409, meaning: 'Xero Payroll refused the timesheet (ValidationException).' },
  XERO_UNAUTHORIZED: { status: 409, meaning: 'Xero no longer accepts the connection: reconnect.' },
  XERO_MISSING_SCOPE: {
    status: 409,
    meaning: 'Xero refused for a permission (scope) the connection was not granted.',
  },
  XERO_SUBMISSION_FAILED: { status: 502, meaning: 'Xero Payroll failed otherwise (an error or no answer).' },
  HOURS_CHANGED: {
    status: 409,
    meaning: 'The dockets changed since the hours were shown: refresh, then submit.',
  },
  NOT_MAPPED: { status: 409, meaning: 'The worker is not mapped to a Xero employee.' },
  RATES_MISSING: {
    status: 409,
    meaning: 'The ordinary and overtime earnings rates are not chosen in Settings → Xero.',
  },
  // Site evidence (issue 28): an upload of a photo or file refused.
  TOO_MANY_ATTACHMENTS: {
    status: 409,
    meaning: 'The docket has the most photos and files it can have (20).',
  },
  COMPANY_STORAGE_FULL: {
    status: 413,
    meaning: "The company's stored photos and files would pass its limit (STORAGE_COMPANY_LIMIT_MB).",
  },
  UNREADABLE_FILE: {
    status: 422,
    meaning: 'The photo or PDF could not be read (damaged, or a HEIC this server cannot convert).',
  },
  // Failures listed inside a reply (a submission's results, a Xero invoice's attachments), never a body's code.
  NOT_COUNTED: { status: null, meaning: 'None of the chosen dockets of a period count on timesheets.' },
  PDF_FAILED: { status: null, meaning: "A docket's PDF could not be made, so it was not attached." },
  XERO_ATTACHMENT_TOO_LARGE: { status: null, meaning: "A docket's PDF is over Xero's limit for one file." },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** A registry's names as values, to compare with: `ErrorCode.PLAN_REQUIRED === 'PLAN_REQUIRED'`. */
const namesOf = <K extends string>(registry: Record<K, unknown>) =>
  Object.freeze(Object.fromEntries(Object.keys(registry).map((k) => [k, k]))) as { readonly [N in K]: N };

export const ErrorCode = namesOf(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** The `reason` of a refusal about an invoice or its number (the docket it names is in `timesheetId`). */
export const ERROR_REASONS = {
  not_approved: 'The docket is not approved: only approved dockets are invoiced.',
  void: 'The docket is void.',
  non_billable: 'The docket is non-billable work, never invoiced.',
  invoiced: 'The docket is invoiced already.',
  on_invoice: "The docket is on one of the product's invoices (`invoiceId`): void that invoice first.",
  on_xero_invoice: 'The docket is on a Xero invoice (`xeroInvoiceId`): void or credit it in Xero first.',
  being_invoiced: 'A Xero invoice for the docket is being made (`claimedAt`).',
  lines_differ: 'The invoice form shows lines the docket no longer has: reopen it.',
  number_taken: 'The invoice number is already used here.',
  prefix_taken: 'A number under the new invoice prefix is already on a docket.',
} as const satisfies Record<string, string>;

export type ErrorReason = keyof typeof ERROR_REASONS;
export const ErrorReason = namesOf(ERROR_REASONS);

/** The `xero` of a refusal: why Xero could not be used. */
export const XERO_ISSUES = {
  not_connected: 'The company has no Xero connection (or this server no Xero app).',
  expired: 'Xero no longer accepts the connection: reconnect.',
  missing_scope: 'The connection lacks a permission (scope) the call needs.',
  no_tax_codes: 'No tax codes are synced from Xero yet: Sync Tax Codes first.',
  validation: "Xero refused the invoice (its first validation message is the body's).",
} as const satisfies Record<string, string>;

export type XeroIssue = keyof typeof XERO_ISSUES;
export const XeroIssue = namesOf(XERO_ISSUES);

/** A registry as the reference page lists it: `- NAME (status): meaning`, one line a name. */
export const registryText = (registry: Readonly<Record<string, Entry | string>>): string =>
  Object.entries(registry)
    .map(([name, entry]) =>
      typeof entry === 'string'
        ? `- ${name}: ${entry}`
        : `- ${name} (${entry.status ?? "in a reply's list"}): ${entry.meaning}`,
    )
    .join('\n');
