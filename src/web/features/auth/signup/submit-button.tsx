import { UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** The sign-up submit button: the role's label, 'Creating Account...' while busy (spec 000 §2). */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" size="xl" disabled={busy} className="w-full">
      {busy ? <Spinner /> : <UserPlus aria-hidden="true" />}
      {busy ? 'Creating Account...' : label}
    </Button>
  );
}
