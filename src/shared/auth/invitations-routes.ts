import { z } from 'zod';
import { inviteSignupBody } from './schemas';
import {
  createInvitationBody,
  invalidInvitationReply,
  invitationLinkReply,
  invitationReply,
  sentInvitationReply,
  tokenParams,
  validInvitationReply,
} from './invitations-schemas';
import { companyParams, idParams } from '../schemas/params';
import { messageReply, sessionReply } from './users-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Invitations';

/** Inviting people by e-mail, and signing up from an invitation (spec 000 §2, 002 §5). */
export const invitationsRoutes = defineRoutes({
  listInvitations: {
    method: 'GET',
    path: '/api/companies/:companyId/invitations',
    summary: "The company's pending invitations",
    tag,
    access: 'invitations.manage',
    params: companyParams,
    reply: { 200: z.array(invitationReply) },
  },
  createInvitation: {
    method: 'POST',
    path: '/api/companies/:companyId/invitations',
    summary: 'Invite a person by e-mail (the reply says whether the e-mail went out)',
    tag,
    access: 'invitations.manage',
    params: companyParams,
    body: createInvitationBody,
    reply: { 201: sentInvitationReply },
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/invitations/:id/resend',
    summary: 'Send an invitation e-mail again with a fresh link',
    tag,
    access: 'invitations.manage',
    params: idParams,
    reply: { 200: sentInvitationReply },
  },
  invitationLink: {
    method: 'POST',
    path: '/api/invitations/:id/link',
    summary: "A fresh invitation link to hand over yourself (the e-mail's link stops working)",
    tag,
    access: 'invitations.manage',
    params: idParams,
    reply: { 200: invitationLinkReply },
  },
  cancelInvitation: {
    method: 'DELETE',
    path: '/api/invitations/:id',
    summary: 'Cancel a pending invitation',
    tag,
    access: 'invitations.manage',
    params: idParams,
    reply: { 200: messageReply },
  },
  validateInvitation: {
    method: 'GET',
    path: '/api/invitations/validate/:token',
    summary: "Whether an invitation link is still open, with the invitee's name, e-mail and role",
    tag,
    access: 'public',
    publicBecause: "The invitation link's secret token; attempts limited per client.",
    params: tokenParams,
    reply: { 200: validInvitationReply, 404: invalidInvitationReply },
  },
  inviteSignup: {
    method: 'POST',
    path: '/api/auth/signup-invite/:token',
    summary: 'Create the invited account (username and password) and sign in',
    tag,
    access: 'public',
    publicBecause: "The invitation link's secret token, used once; attempts limited per client.",
    params: tokenParams,
    body: inviteSignupBody,
    reply: { 201: sessionReply },
  },
});
