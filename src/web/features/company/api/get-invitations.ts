import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReplyOf } from '../../../lib/api';

export type Invitation = ReplyOf<'GET /api/companies/:companyId/invitations'>[number];

const invitationsQuery = (companyId: number) =>
  apiQuery('GET /api/companies/:companyId/invitations', { params: { companyId } });

export const invitationsKey = (companyId: number) => invitationsQuery(companyId).queryKey;

/** Spec 002 §9: the invitation list is always fetched again (stale at once). */
export const useInvitations = (companyId: number) =>
  useQuery({ ...invitationsQuery(companyId), staleTime: 0 });
