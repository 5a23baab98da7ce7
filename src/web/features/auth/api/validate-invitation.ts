import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** The invitation behind a sign-up link, checked afresh each time the page opens (never cached). */
export const useInvitationValidation = (token: string) =>
  useQuery({
    ...apiQuery('GET /api/invitations/validate/:token', { params: { token } }),
    staleTime: 0,
    gcTime: 0,
  });
