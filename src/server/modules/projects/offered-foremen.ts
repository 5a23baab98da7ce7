import { and, eq, sql } from 'drizzle-orm';
import { projectForemen, users } from '../../db/schema';

/**
 * The project's foremen offered as approvers: everyone on its list except a foreman user who has
 * been deactivated (DECISIONS 'Removing people': they leave every picker; dockets keep the name).
 */
export const offeredForemen = (projectId: number) =>
  and(
    eq(projectForemen.projectId, projectId),
    sql`not exists (select 1 from ${users} where ${users.id} = ${projectForemen.userId} and not ${users.isActive})`,
  );
