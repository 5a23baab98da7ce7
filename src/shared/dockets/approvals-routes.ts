import {
  approvalEmailReply,
  approveBody,
  foremanApproveBody,
  foremanChoiceBody,
  notVerifiedReply,
  verifiedReply,
  verifyParams,
} from './approvals-schemas';
import { docketReply } from './schemas';
import { idParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Approvals';

/** Choosing a docket's foreman, asking for and recording approval, and checking a fingerprint (spec 001). */
export const approvalsRoutes = defineRoutes({
  assignForeman: {
    method: 'POST',
    path: '/api/timesheets/:id/assign-foreman',
    summary: 'Choose the foreman who approves a docket (or none)',
    tag,
    access: 'dockets.read',
    params: idParams,
    body: foremanChoiceBody,
    reply: { 200: docketReply },
  },
  unlinkForeman: {
    method: 'POST',
    path: '/api/timesheets/:id/unlink-foreman',
    summary: "Remove a docket's foreman",
    tag,
    access: 'dockets.read',
    params: idParams,
    reply: { 200: docketReply },
  },
  sendApprovalEmail: {
    method: 'POST',
    path: '/api/timesheets/:id/send-approval-email',
    summary: 'E-mail the foreman a link to approve the docket (saved even when no mail server is set up)',
    tag,
    access: 'dockets.read',
    params: idParams,
    body: foremanChoiceBody,
    reply: { 200: approvalEmailReply },
  },
  approve: {
    method: 'POST',
    path: '/api/timesheets/:id/approve',
    summary: "Approve a docket with the foreman's signature, signed in",
    tag,
    access: 'dockets.read',
    params: idParams,
    body: approveBody,
    reply: { 200: docketReply },
    idempotent: true,
  },
  foremanApprove: {
    method: 'POST',
    path: '/api/timesheets/:id/foreman-approve',
    summary: 'Approve a docket as a foreman without an account, with a signature',
    tag,
    access: 'public',
    publicBecause:
      "A grant (X-Access-Grant) from an approval e-mail's link or a project code, or the project code in the body (counted in the code limiter, which asks for a proof of work after repeated wrong codes); it opens only that project's dockets sent for approval (a link: only its docket).",
    params: idParams,
    body: foremanApproveBody,
    reply: { 200: docketReply },
  },
  verify: {
    method: 'GET',
    path: '/api/verify/:hash',
    summary: "Check an approved docket's fingerprint (printed on its PDF)",
    tag,
    access: 'public',
    publicBecause:
      'It answers only for a 64-character fingerprint of an approved docket, with what its PDF already shows.',
    params: verifyParams,
    reply: { 200: verifiedReply, 404: notVerifiedReply },
  },
});
