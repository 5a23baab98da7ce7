import type { UserReply } from '../../../../shared/auth/users-schemas';
import { useAuth } from '../../auth/api';
import { mayAttach } from '../attachments/attach-rules';
import { DocketAttachments } from '../attachments/docket-attachments';
import { HeldFilesField } from '../attachments/held-files-field';
import type { HeldFile } from '../attachments/held-files';
import type { Docket } from '../types';
import { FormCard } from './form-card';
import { DEFAULT_TIME_ZONE } from '../../../../shared/dates';

type PhotosCardProps = {
  user: UserReply;
  docket?: Docket;
  held: readonly HeldFile[];
  onHeldChange: (held: HeldFile[]) => void;
  disabled: boolean;
};

/**
 * 'Photos and files' on the docket form (issue 28). A new docket holds what is chosen until its save
 * gives it an id; an existing one queues them at once and shows its gallery.
 */
export function PhotosCard({ user, docket, held, onHeldChange, disabled }: PhotosCardProps) {
  const { company } = useAuth();
  if (docket)
    return (
      <DocketAttachments
        reader={{ grant: null }}
        docketId={docket.id}
        userId={user.id}
        mayAttach={!disabled && mayAttach({ role: user.role, userId: user.id }, docket)}
        timeZone={company?.timeZone ?? DEFAULT_TIME_ZONE}
      />
    );
  return (
    <FormCard
      id="docket-photos"
      title="Photos and files"
      description="Photos of the work, delivery dockets or other proof. They are sent after the docket."
    >
      <HeldFilesField held={held} onChange={onHeldChange} disabled={disabled} />
    </FormCard>
  );
}
