import { sql } from 'drizzle-orm';
import { createSession } from '../src/server/access/sessions';
import type { Db } from '../src/server/db/client';
import { createCompany, createUser } from '../src/server/db/factories';
import { companies, users } from '../src/server/db/schema';

const PROJECTS = 10;

export type LargeWorld = {
  companyId: number;
  admin: { id: number; token: string };
  workers: { id: number; token: string }[];
  projects: { id: number; items: number[] }[];
};

/**
 * One company of 200 workers on 10 projects, each worker with a docket (a time item and a quantity
 * item) for every weekday of the past year: about 52,000 dockets and 104,000 work items. Smaller
 * companies for the mixed run: fewer workers and days.
 */
export async function seedLarge(
  db: Db,
  { name = 'Bench Civil', workers: WORKERS = 200, days = 365 } = {},
): Promise<LargeWorld> {
  const company = await createCompany(db, { name });
  const companyId = company.id;
  const admin = await createUser(db, { companyId, role: 'admin' });
  await db.execute(sql`
    insert into users (company_id, username, email, password_hash, first_name, last_name, role)
    select ${companyId}, 'bench.worker.' || g || '.' || ${companyId}, 'bench.worker.' || g || '.' || ${companyId} || '@example.com',
      ${admin.passwordHash}, 'Worker', 'No' || g, 'worker' from generate_series(1, ${WORKERS}) g`);
  await db.execute(sql`
    insert into projects (company_id, name, code)
    select ${companyId}, 'Bench project ' || g, (200000 + ${companyId} * 100 + g)::text from generate_series(1, ${PROJECTS}) g`);
  await db.execute(sql`
    insert into project_rate_items (company_id, project_id, name, unit, rate, tax_rate)
    select ${companyId}, p.id, item.name, item.unit, item.rate, 10 from projects p,
      (values ('Labourer', 'hr', 72.00), ('Excavator', 'hr', 135.00), ('Tipper', 'load', 180.00)) as item(name, unit, rate)
    where p.company_id = ${companyId}`);
  await db.execute(sql`
    insert into project_assignments (company_id, project_id, user_id, role)
    select ${companyId}, p.id, u.id, 'worker' from projects p, users u
    where p.company_id = ${companyId} and u.company_id = ${companyId} and u.role = 'worker'`);
  await db.execute(sql`
    insert into dockets (company_id, worker_id, project_id, date, status, entry_type)
    select ${companyId}, u.id,
      (select p.id from projects p where p.company_id = ${companyId} order by p.id offset ((u.id + extract(doy from d)::int) % ${PROJECTS}) limit 1),
      d::date, 'approved', 'billable'
    from users u, generate_series(current_date - ${days}::int, current_date - 1, interval '1 day') d
    where u.company_id = ${companyId} and u.role = 'worker' and extract(isodow from d) < 6`);
  await db.execute(sql`
    insert into docket_line_items (company_id, docket_id, project_rate_item_id, entry_type, quantity, start_time, end_time, break_minutes, name, unit, rate, tax_rate, position)
    select ${companyId}, d.id, i.id, case when i.name = 'Labourer' then 'time'::line_item_entry_type else 'qty'::line_item_entry_type end,
      case when i.name = 'Labourer' then null else 3.5 end, case when i.name = 'Labourer' then '06:30' end,
      case when i.name = 'Labourer' then '15:30' end, case when i.name = 'Labourer' then 30 else 0 end,
      i.name, i.unit, i.rate, i.tax_rate, case when i.name = 'Labourer' then 0 else 1 end
    from dockets d join project_rate_items i on i.project_id = d.project_id and i.name in ('Labourer', 'Tipper')
    where d.company_id = ${companyId}`);
  await db.execute(sql`analyze`);

  const workerRows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.companyId} = ${companyId} and ${users.role} = 'worker'`);
  const workers = [];
  for (const w of workerRows)
    workers.push({ id: w.id, token: await createSession(db, { id: w.id, companyId }, {}) });
  const projectRows = (await db.execute(
    sql`select p.id, array_agg(i.id order by i.id) as items from projects p join project_rate_items i on i.project_id = p.id where p.company_id = ${companyId} group by p.id order by p.id`,
  )) as unknown as { rows: { id: number; items: number[] }[] };
  const [check] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  if (!check) throw new Error('seed failed');
  return {
    companyId,
    admin: { id: admin.id, token: await createSession(db, admin, {}) },
    workers,
    projects: projectRows.rows,
  };
}
