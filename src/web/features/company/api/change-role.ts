import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fullName } from '../../../../shared/people';
import type { Role } from '../../../../shared/roles';
import { api } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { ROLE_NOUN } from '../people/role-texts';
import { usersKey, type CompanyUser } from './get-company-users';

/** PUT /api/users/{userId}/role (admin only, never their own). */
export function useChangeRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: CompanyUser; role: Role }) =>
      api('PUT /api/users/:userId/role', { params: { userId: user.id }, body: { role } }),
    onSuccess: (_reply, { user, role }) => {
      void queryClient.invalidateQueries({ queryKey: usersKey(companyId) });
      toast({
        title: 'Role updated',
        description: `${fullName(user)} is now ${ROLE_NOUN[role]}.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Update failed',
        description: failureText(error, 'Failed to update user role. Please try again.'),
      }),
  });
}
