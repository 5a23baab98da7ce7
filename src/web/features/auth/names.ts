import type { UserReply } from '../../../shared/auth/users-schemas';

/**
 * A user's name as the header shows it. Workers and foremen who typed one name have it reused as
 * their last name at sign-up (spec 000 §5), so "Sam Sam" is shown as "Sam".
 */
export function fullName(user: Pick<UserReply, 'firstName' | 'lastName'>): string {
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  if (!last || last === first) return first;
  if (!first) return last;
  return `${first} ${last}`;
}
