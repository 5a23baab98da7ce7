import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { companyExports } from '../../src/server/db/schema';
import { exportFile } from '../../src/server/export/files';
import type { MatrixWorld } from './matrix-fixtures';
import { adminOnly, type MatrixRow } from './matrix-harness';

const exportsUrl = (w: MatrixWorld, tail = '') => `/api/companies/${w.team.company.id}/exports${tail}`;

/** The team admin's export being made: a start answers it (200) and makes no job of its own. */
async function running(w: MatrixWorld) {
  const where = and(
    eq(companyExports.companyId, w.team.company.id),
    inArray(companyExports.status, ['queued', 'running']),
  );
  const [row] = await w.db.select().from(companyExports).where(where);
  if (row) return row.id;
  const [made] = await w.db
    .insert(companyExports)
    .values({ companyId: w.team.company.id, requestedById: w.team.admin.id, status: 'running' })
    .returning();
  return made!.id;
}

/** A ready export of the team admin with its (tiny) file in place. */
async function ready(w: MatrixWorld) {
  const [row] = await w.db
    .insert(companyExports)
    .values({
      companyId: w.team.company.id,
      requestedById: w.team.admin.id,
      status: 'ready',
      progress: 100,
      fileName: 'matrix-export.zip',
      sizeBytes: 4,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const file = exportFile(w, row!.id);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'PK\u0005\u0006');
  return row!.id;
}

/**
 * The company's own export (issue 25, 'company.export': admin only). Office is refused (403);
 * another company's admin names our company in the path (404). Another admin of the same company
 * is not found either (export.test.ts).
 */
export const exportRows: MatrixRow[] = [
  {
    route: 'POST /api/companies/:companyId/exports',
    call: async (w) => {
      await running(w);
      return { method: 'POST', url: exportsUrl(w) };
    },
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/companies/:companyId/exports',
    call: (w) => ({ method: 'GET', url: exportsUrl(w) }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/companies/:companyId/exports/:exportId',
    call: async (w) => ({ method: 'GET', url: exportsUrl(w, `/${await running(w)}`) }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/companies/:companyId/exports/:exportId/download',
    call: async (w) => ({ method: 'GET', url: exportsUrl(w, `/${await ready(w)}/download`) }),
    expect: adminOnly(200),
  },
];
