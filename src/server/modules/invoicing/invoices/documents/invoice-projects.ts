import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { dockets, invoiceDockets, projects } from '../../../../db/schema';

export type InvoiceProject = { name: string; jobNumber: string | null };

/** The projects of an invoice's dockets, each once, by name: what the invoice was for (issue 29). */
export const invoiceProjects = (db: Db, companyId: number, invoiceId: number): Promise<InvoiceProject[]> =>
  db
    .selectDistinct({ name: projects.name, jobNumber: projects.jobNumber })
    .from(invoiceDockets)
    .innerJoin(dockets, eq(dockets.id, invoiceDockets.docketId))
    .innerJoin(projects, eq(projects.id, dockets.projectId))
    .where(and(eq(invoiceDockets.invoiceId, invoiceId), eq(invoiceDockets.companyId, companyId)))
    .orderBy(asc(projects.name), asc(projects.jobNumber));

/** 'Westmead Stage 2 (Job 4471)', several joined by '; ', as the PDF and the e-mail name them. */
export const projectsText = (list: readonly InvoiceProject[]): string =>
  list.map((p) => (p.jobNumber ? `${p.name} (Job ${p.jobNumber})` : p.name)).join('; ');
