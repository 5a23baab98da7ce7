import { z } from 'zod';
import { defineRoutes } from '../../api/route';
import { idParams } from '../../schemas/params';
import { grantQuery } from '../foreman-schemas';
import {
  attachmentFileParams,
  attachmentParams,
  attachmentReply,
  attachmentSettingsReply,
  updateAttachmentBody,
  updateAttachmentSettingsBody,
  uploadParams,
} from './schemas';

const tag = 'Site photos and files';

const TUS =
  "A step of a resumable upload (tus 1.0.0: creation, HEAD offset, PATCH with application/offset+octet-stream, termination). Creation carries Upload-Length (at most 15 MB) and Upload-Metadata with docketId, key (the phone's key for this photo: a resend finds what it made), filename and caption. The PATCH that completes it answers 200 with the Attachment as JSON; a file that is neither a photo nor a PDF 415, a damaged one 422, over a limit 413, an approved docket 409, each as `{ message, code }`.";

const byGrant =
  "Only with a grant (header X-Access-Grant, or ?grant=) from a project code or an approval e-mail's link; it opens that grant's dockets' photos and files only.";

const FILE =
  "The stored file: a photo's original (JPEG, metadata stripped), its 1,600 px view or 320 px thumbnail; a PDF's original only (the others 404). With object storage, a 302 to a link valid for five minutes.";

/** Photos and files on a docket (issue 28). */
export const attachmentsRoutes = defineRoutes({
  createUpload: {
    method: 'POST',
    path: '/api/uploads',
    summary: 'Start a resumable upload of a photo or file for a docket (tus creation)',
    tag,
    access: 'dockets.read',
    reply: { upload: 'tus', description: TUS },
  },
  uploadOffset: {
    method: 'HEAD',
    path: '/api/uploads/:uploadId',
    summary: 'How much of an upload the server holds (tus Upload-Offset)',
    tag,
    access: 'dockets.read',
    params: uploadParams,
    reply: { upload: 'tus', description: TUS },
  },
  continueUpload: {
    method: 'PATCH',
    path: '/api/uploads/:uploadId',
    summary: 'Send the next bytes of an upload (tus PATCH); the last ones store the attachment',
    tag,
    access: 'dockets.read',
    params: uploadParams,
    reply: { upload: 'tus', description: TUS },
  },
  cancelUpload: {
    method: 'DELETE',
    path: '/api/uploads/:uploadId',
    summary: 'Give up an unfinished upload (tus termination)',
    tag,
    access: 'dockets.read',
    params: uploadParams,
    reply: { upload: 'tus', description: TUS },
  },
  listAttachments: {
    method: 'GET',
    path: '/api/dockets/:id/attachments',
    summary: "A docket's photos and files, oldest first",
    tag,
    access: 'dockets.read',
    params: idParams,
    reply: { 200: z.array(attachmentReply) },
  },
  updateAttachment: {
    method: 'PATCH',
    path: '/api/dockets/:id/attachments/:attachmentId',
    summary: "Change a photo's or file's caption (not once the docket is approved)",
    tag,
    access: 'dockets.read',
    params: attachmentParams,
    body: updateAttachmentBody,
    reply: { 200: attachmentReply },
  },
  deleteAttachment: {
    method: 'DELETE',
    path: '/api/dockets/:id/attachments/:attachmentId',
    summary: 'Remove a photo or file from a docket (not once it is approved)',
    tag,
    access: 'dockets.read',
    params: attachmentParams,
    reply: { 200: z.object({ message: z.string() }) },
  },
  attachmentFile: {
    method: 'GET',
    path: '/api/dockets/:id/attachments/:attachmentId/:rendition',
    summary: 'A photo or file of a docket',
    tag,
    access: 'dockets.read',
    params: attachmentFileParams,
    reply: { file: '*/*', description: FILE },
  },
  foremanAttachments: {
    method: 'GET',
    path: '/api/foreman/timesheets/:id/attachments',
    summary: 'The photos and files of a docket a grant opens',
    tag,
    access: 'public',
    publicBecause: byGrant,
    params: idParams,
    query: grantQuery,
    reply: { 200: z.array(attachmentReply) },
  },
  foremanAttachmentFile: {
    method: 'GET',
    path: '/api/foreman/timesheets/:id/attachments/:attachmentId/:rendition',
    summary: 'A photo or file of a docket a grant opens',
    tag,
    access: 'public',
    publicBecause: byGrant,
    params: attachmentFileParams,
    query: grantQuery,
    reply: { file: '*/*', description: FILE },
  },
  attachmentSettings: {
    method: 'GET',
    path: '/api/attachments/settings',
    summary: "Whether photos keep where and when they were taken, and the company's storage use",
    tag,
    access: 'company.update',
    reply: { 200: attachmentSettingsReply },
  },
  updateAttachmentSettings: {
    method: 'PATCH',
    path: '/api/attachments/settings',
    summary: "Turn 'Keep where and when photos were taken' on or off",
    tag,
    access: 'company.update',
    body: updateAttachmentSettingsBody,
    reply: { 200: attachmentSettingsReply },
  },
});
