import type pg from 'pg';

/**
 * A year of what the retention job trims, for the benchmark company (200 workers, bench/seed-large.ts),
 * spread evenly over the past 365 days, at a day's volume we take as realistic for it:
 * 250 e-mails (approval requests, invoices, reminders, invitations), 400 Xero calls (invoices,
 * contacts, payroll timesheets), 30 sign-ins (a session each, ending 30 days after, one in three
 * signed out), 100 approval links (7 days), 2 reset links (an hour; half used), 1 invitation
 * (7 days; half accepted), 1 Xero connect ticket (10 minutes, used) and 400 Idempotency-Key replies.
 */
export const PER_DAY = {
  email_logs: 250,
  xero_api_logs: 400,
  sessions: 30,
  access_grants: 100,
  password_resets: 2,
  invitations: 1,
  xero_connect_tickets: 1,
  idempotency_keys: 400,
} as const;

export type RetentionTable = keyof typeof PER_DAY;
export const RETENTION_TABLES = Object.keys(PER_DAY) as RetentionTable[];

/** `g` of `n` rows a year: its time, evenly spread over the past 365 days (g = 1 is the newest). */
const when = (n: number) => `now() - (g * interval '365 days' / ${n})`;

function statements(companyId: number): Record<RetentionTable, string> {
  const n = (t: RetentionTable) => PER_DAY[t] * 365;
  const people = `(select array_agg(id order by id) as ids from users where company_id = ${companyId}) u`;
  const person = 'u.ids[1 + g % array_length(u.ids, 1)]';
  const site = `(select min(id) from projects where company_id = ${companyId})`;
  return {
    email_logs: `insert into email_logs (company_id, status, email_type, "to", "from", subject, html, text, created_at)
      select ${companyId}, 'success', 'approval_request', 'foreman' || g % 40 || '@example.com', 'support@sitedockets.com.au',
        'Docket ' || g || ' is waiting for your approval',
        '<html><body><p>Docket ' || g || ' is waiting for your approval.</p>' || repeat('<p>' || md5(g::text) || '</p>', 40) || '</body></html>',
        'Docket ' || g || ' is waiting for your approval. ' || repeat(md5(g::text), 8), ${when(n('email_logs'))}
      from generate_series(1, ${n('email_logs')}) g`,
    xero_api_logs: `insert into xero_api_logs (company_id, operation, endpoint, method, success, response_status, duration_ms, request_body, response_body, created_at)
      select ${companyId}, 'createInvoice', '/api.xro/2.0/Invoices', 'POST', g % 50 <> 0, case when g % 50 = 0 then 400 else 200 end, 80 + g % 400,
        jsonb_build_object('Invoices', jsonb_build_array(jsonb_build_object('Reference', 'D-' || g, 'LineItems',
          (select jsonb_agg(jsonb_build_object('Description', 'Labourer ' || md5(g::text || i), 'Quantity', 8, 'UnitAmount', 72)) from generate_series(1, 6) i)))),
        jsonb_build_object('Id', md5(g::text), 'Status', 'OK', 'Invoices', jsonb_build_array(jsonb_build_object('InvoiceID', md5(g::text), 'Total', g % 9000))),
        ${when(n('xero_api_logs'))}
      from generate_series(1, ${n('xero_api_logs')}) g`,
    sessions: `insert into sessions (company_id, user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at)
      select ${companyId}, ${person}, md5('session' || g) || md5('s' || g), t, t, t + interval '30 days',
        case when g % 3 = 0 then t + interval '2 days' end
      from ${people}, generate_series(1, ${n('sessions')}) g, lateral (select ${when(n('sessions'))} as t) w`,
    access_grants: `insert into access_grants (company_id, project_id, kind, token_hash, created_at, expires_at)
      select ${companyId}, ${site}, 'approval_link', md5('grant' || g) || md5('a' || g), t, t + interval '7 days'
      from generate_series(1, ${n('access_grants')}) g, lateral (select ${when(n('access_grants'))} as t) w`,
    password_resets: `insert into password_resets (company_id, user_id, token_hash, created_at, expires_at, used_at)
      select ${companyId}, ${person}, md5('reset' || g) || md5('r' || g), t, t + interval '1 hour',
        case when g % 2 = 0 then t + interval '5 minutes' end
      from ${people}, generate_series(1, ${n('password_resets')}) g, lateral (select ${when(n('password_resets'))} as t) w`,
    invitations: `insert into invitations (company_id, email, first_name, last_name, role, token_hash, created_at, expires_at, accepted_at)
      select ${companyId}, 'invited' || g || '@example.com', 'Invited', 'No' || g, 'worker', md5('invite' || g) || md5('i' || g), t,
        t + interval '7 days', case when g % 2 = 0 then t + interval '1 day' end
      from generate_series(1, ${n('invitations')}) g, lateral (select ${when(n('invitations'))} as t) w`,
    xero_connect_tickets: `insert into xero_connect_tickets (company_id, user_id, ticket_hash, created_at, expires_at, used_at)
      select ${companyId}, u.ids[1], md5('ticket' || g) || md5('x' || g), t, t + interval '10 minutes', t + interval '1 minute'
      from ${people}, generate_series(1, ${n('xero_connect_tickets')}) g, lateral (select ${when(n('xero_connect_tickets'))} as t) w`,
    idempotency_keys: `insert into idempotency_keys (company_id, user_id, key, route, request_hash, response_status, response_body, created_at)
      select ${companyId}, ${person}, 'bench-' || g, 'POST /api/timesheets', md5('request' || g) || md5('q' || g), 201,
        jsonb_build_object('id', g, 'date', (current_date - g % 365)::text, 'status', 'approved', 'lineItems',
          (select jsonb_agg(jsonb_build_object('id', g * 10 + i, 'name', 'Labourer', 'quantity', '8.00', 'notes', md5(g::text || i))) from generate_series(1, 3) i)),
        ${when(n('idempotency_keys'))}
      from ${people}, generate_series(1, ${n('idempotency_keys')}) g`,
  };
}

/** Seeds the year; returns how many rows each table then has (the company's own and any others'). */
export async function seedRetention(pool: pg.Pool, companyId: number) {
  for (const statement of Object.values(statements(companyId))) await pool.query(statement);
  await pool.query('analyze');
  return tableCounts(pool);
}

export async function tableCounts(pool: pg.Pool): Promise<Record<RetentionTable, number>> {
  const counts = {} as Record<RetentionTable, number>;
  for (const table of RETENTION_TABLES) {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** The age in days of each table's oldest row by creation: after a run, what the table holds at most. */
export async function oldestDays(pool: pg.Pool): Promise<Record<RetentionTable, number | null>> {
  const ages = {} as Record<RetentionTable, number | null>;
  for (const table of RETENTION_TABLES) {
    const { rows } = await pool.query<{ days: number | null }>(
      `select round((extract(epoch from now() - min(created_at)) / 86400)::numeric, 1)::float as days from ${table}`,
    );
    ages[table] = rows[0]!.days;
  }
  return ages;
}
