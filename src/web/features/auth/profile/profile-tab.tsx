import { ROLE_LABELS } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { DetailsCard } from '../../../components/details-card';
import { SectionHeading } from '../../../components/section-heading';
import { fullName } from '../../../../shared/people';

/** My Profile (foreman): who they are signed in as; details and roles are changed by an admin. */
export function ProfileTab({ user }: { user: UserReply }) {
  return (
    <section aria-labelledby="profile-title" className="grid gap-5">
      <SectionHeading
        id="profile-title"
        title="My Profile"
        description="The account you are signed in with."
      />
      <DetailsCard
        rows={[
          { term: 'Name', detail: fullName(user) },
          { term: 'Username', detail: user.username },
          { term: 'Email', detail: user.email },
          { term: 'Role', detail: ROLE_LABELS[user.role] },
        ]}
        note="To change your name, email or role, ask an administrator in your company."
      />
    </section>
  );
}
