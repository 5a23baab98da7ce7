import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { failureText } from '../../../lib/failure';
import { usersKey, type CompanyUser } from './get-company-users';
import { fullName } from '../../../../shared/people';

/**
 * POST /api/users/{userId}/deactivate or /reactivate (admin only, DECISIONS 'Removing people').
 * The lists that offer people (week view, Manage Team) read the same query and drop them too.
 */
export function useSetActive(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, isActive }: { user: CompanyUser; isActive: boolean }) =>
      isActive
        ? api('POST /api/users/:userId/reactivate', { params: { userId: user.id } })
        : api('POST /api/users/:userId/deactivate', { params: { userId: user.id } }),
    onSuccess: (_reply, { user, isActive }) => {
      void queryClient.invalidateQueries({ queryKey: usersKey(companyId) });
      toast(
        isActive
          ? { title: 'User reactivated', description: `${fullName(user)} can sign in again.` }
          : {
              title: 'User deactivated',
              description: `${fullName(user)} has been signed out everywhere and can no longer sign in.`,
            },
      );
    },
    onError: (error, { isActive }) =>
      toast({
        variant: 'destructive',
        title: isActive ? 'Reactivation failed' : 'Deactivation failed',
        description: failureText(error, 'Failed to update the user. Please try again.'),
      }),
  });
}
