import { eq } from 'drizzle-orm';
import type { ReportId } from '../../../shared/reports/reports';
import { reportRoutes as api } from '../../../shared/reports/routes';
import type { ReportQuery } from '../../../shared/reports/schemas';
import { actorOf } from '../../access/guard';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { computeReport } from './compute';
import { reportCsvOf, reportFileName } from './csv';
import { reportDockets } from './report-dockets';

async function companyName(db: Db, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * The reports (issue 26): admin and office, on PRO or the trial (the routes' access and plan); a
 * report as JSON, as its table's CSV, as a PDF drawn in a PDF thread; the dockets behind a row.
 */
export const reportsModule: AppModule = (app, { database: { db, reads }, pdf }) => {
  const report = (request: { params: { report: ReportId }; query: ReportQuery }, companyId: number) =>
    computeReport(db, companyId, request.params.report, request.query, reads);

  serve(app, api.getReport, (request) => report(request, actorOf(request).companyId));

  serve(app, api.reportCsv, async (request, reply) => {
    const found = await report(request, actorOf(request).companyId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(reportFileName(found, 'csv')))
      .send(reportCsvOf(found));
  });

  serve(app, api.reportPdf, async (request, reply) => {
    const { companyId } = actorOf(request);
    const [found, name] = await Promise.all([report(request, companyId), companyName(db, companyId)]);
    const file = await pdf.renderReport({ report: found, companyName: name });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(reportFileName(found, 'pdf')))
      .send(file);
  });

  serve(app, api.reportDockets, (request) => reportDockets(db, actorOf(request).companyId, request.query));
};
