import type pg from 'pg';
import { hashToken } from '../src/server/auth/tokens';
import type { LargeWorld } from './seed-large';

const SESSION = `select s.id, u.id as user_id, u.company_id, u.role, s.last_seen_at from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.is_active`;

/** The week view's SQL, as the server runs it, without the server: session, worker, dockets, items, projects, workers. */
export async function bareWeek(
  pool: pg.Pool,
  world: LargeWorld,
  worker: { id: number; token: string },
  start: string,
  end: string,
) {
  const client = await pool.connect();
  try {
    await client.query(SESSION, [hashToken(worker.token)]);
    await client.query('select id from users where id = $1 and company_id = $2', [
      worker.id,
      world.companyId,
    ]);
    const { rows } = await client.query<{ id: number; project_id: number | null; worker_id: number }>(
      `select d.* from dockets d left join projects p on p.id = d.project_id
       where d.company_id = $1 and d.worker_id = $2 and d.date >= $3 and d.date <= $4 and (d.project_id is null or p.is_active)
       order by d.date, d.id`,
      [world.companyId, worker.id, start, end],
    );
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      await client.query('select * from docket_line_items where docket_id = any($1) order by position, id', [
        ids,
      ]);
      await client.query('select id, name, job_number, require_approval from projects where id = any($1)', [
        [...new Set(rows.map((r) => r.project_id))],
      ]);
      await client.query('select id, first_name, last_name, username from users where id = any($1)', [
        [worker.id],
      ]);
    }
  } finally {
    client.release();
  }
}

/** Docket creation's SQL with 3 work items, in one transaction, then the reply's reads. */
export async function bareCreate(
  pool: pg.Pool,
  world: LargeWorld,
  worker: { id: number; token: string },
  project: { id: number; items: number[] },
  date: string,
) {
  const client = await pool.connect();
  try {
    await client.query(SESSION, [hashToken(worker.token)]);
    await client.query('begin');
    await client.query(
      `select * from projects p where p.id = $1 and p.company_id = $2 and exists (select 1 from project_assignments a where a.project_id = p.id and a.user_id = $3)`,
      [project.id, world.companyId, worker.id],
    );
    const { rows } = await client.query<{ id: number }>(
      `insert into dockets (company_id, worker_id, project_id, date, status, entry_type) values ($1, $2, $3, $4, 'approved', 'billable') returning *`,
      [world.companyId, worker.id, project.id, date],
    );
    const docketId = rows[0]!.id;
    const items = await client.query(
      'select * from project_rate_items where id = any($1) and project_id = $2 and is_active',
      [project.items, project.id],
    );
    for (const [i, item] of items.rows.entries()) {
      await client.query(
        `insert into docket_line_items (company_id, docket_id, project_rate_item_id, entry_type, quantity, name, unit, rate, tax_rate, position) values ($1, $2, $3, 'qty', 2, $4, $5, $6, $7, $8)`,
        [world.companyId, docketId, item.id, item.name, item.unit, item.rate, item.tax_rate, i],
      );
    }
    await client.query(
      `insert into docket_events (company_id, docket_id, event_type, user_id, details) values ($1, $2, 'created', $3, '{}')`,
      [world.companyId, docketId, worker.id],
    );
    await client.query('commit');
    await client.query('select * from dockets where id = $1', [docketId]);
    await client.query('select * from docket_line_items where docket_id = any($1) order by position, id', [
      [docketId],
    ]);
    await client.query('select id, name, job_number, require_approval from projects where id = any($1)', [
      [project.id],
    ]);
    await client.query('select id, first_name, last_name, username from users where id = any($1)', [
      [worker.id],
    ]);
  } finally {
    client.release();
  }
}
