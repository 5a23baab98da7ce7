import { emailPdfBody, emailPdfReply, exportBody } from './approvals-schemas';
import { docketPdfQuery } from './foreman-schemas';
import { idParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Documents';

/** Docket PDFs: one to download or e-mail, many as one ZIP (spec 001). */
export const documentsRoutes = defineRoutes({
  docketPdf: {
    method: 'GET',
    path: '/api/timesheets/:id/pdf',
    summary: "A docket's PDF (money shown only to roles that see money)",
    tag,
    access: 'public',
    publicBecause:
      "Signed in, only a docket the caller may see. Otherwise a grant (X-Access-Grant or ?grant=) or the project code (?projectCode=, counted in the code limiter, which asks for a proof of work after repeated wrong codes) opens only that project's dockets sent for approval, without money.",
    params: idParams,
    query: docketPdfQuery,
    reply: {
      file: 'application/pdf',
      description: 'The docket as a PDF (Content-Disposition names the file)',
    },
  },
  emailDocketPdf: {
    method: 'POST',
    path: '/api/timesheets/:id/email',
    summary: "E-mail a docket's PDF to an address",
    tag,
    access: 'dockets.read',
    params: idParams,
    body: emailPdfBody,
    reply: { 200: emailPdfReply },
  },
  exportPdfs: {
    method: 'POST',
    path: '/api/timesheets/export-pdfs',
    summary: "A ZIP of the chosen dockets' PDFs",
    tag,
    access: 'dockets.export',
    body: exportBody,
    reply: { file: 'application/zip', description: "The dockets' PDFs in one ZIP, streamed" },
  },
  exportPdfsForeman: {
    method: 'POST',
    path: '/api/timesheets/export-pdfs-foreman',
    summary: "A ZIP of the chosen dockets' PDFs, for a foreman without an account (no money)",
    tag,
    access: 'public',
    publicBecause:
      "A grant (X-Access-Grant) or the project code in the body (counted in the code limiter, which asks for a proof of work after repeated wrong codes) opens only that project's dockets sent for approval; exports hold a slot per holder and installation.",
    body: exportBody,
    reply: { file: 'application/zip', description: "The dockets' PDFs in one ZIP, streamed, without money" },
  },
});
