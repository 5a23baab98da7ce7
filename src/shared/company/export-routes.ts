import { companyExportReply, companyExportsReply, exportParams } from './export-schemas';
import { companyParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Company export';

/**
 * A company's own export (issue 25): everything it owns as one ZIP of CSVs and PDFs, built in the
 * background. Admin only; an export is its requester's alone (another admin's is not found).
 */
export const companyExportRoutes = defineRoutes({
  startCompanyExport: {
    method: 'POST',
    path: '/api/companies/:companyId/exports',
    summary:
      "Starts building the company's export as a background job (201); while one is being built, answers that one (200)",
    tag,
    access: 'company.export',
    params: companyParams,
    reply: { 200: companyExportReply, 201: companyExportReply },
    idempotent: true,
  },
  listCompanyExports: {
    method: 'GET',
    path: '/api/companies/:companyId/exports',
    summary: "The caller's latest exports of the company, newest first",
    tag,
    access: 'company.export',
    params: companyParams,
    reply: { 200: companyExportsReply },
  },
  getCompanyExport: {
    method: 'GET',
    path: '/api/companies/:companyId/exports/:exportId',
    summary: "One of the caller's exports: its progress, and once ready its size and expiry",
    tag,
    access: 'company.export',
    params: exportParams,
    reply: { 200: companyExportReply },
  },
  downloadCompanyExport: {
    method: 'GET',
    path: '/api/companies/:companyId/exports/:exportId/download',
    summary: "The ZIP of one of the caller's ready exports (404 once it has expired)",
    tag,
    access: 'company.export',
    params: exportParams,
    reply: { file: 'application/zip', description: "The company's data: CSVs, a README.txt and PDFs" },
  },
});
