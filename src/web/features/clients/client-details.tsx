import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { Client } from './api/get-clients';
import { EmailText } from './email-text';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2.5 break-words">
        <span className="mt-0.5 shrink-0 text-ink-muted [&_svg]:size-4">{icon}</span>
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}

const link = 'focus-ring rounded underline-offset-4 hover:underline';

/** A client's contact person, e-mail, phone and address, each with its icon; empty ones are left out. */
export function ClientDetails({
  client,
  className = 'grid gap-2 text-sm',
}: {
  client: Client;
  className?: string;
}) {
  const none = !client.contactPerson && !client.email && !client.phone && !client.address;
  if (none) return <p className={cn(className, 'text-ink-muted')}>No contact details yet.</p>;
  return (
    <dl className={className}>
      {client.contactPerson && (
        <Detail icon={<UserRound aria-hidden="true" />} label="Contact person">
          {client.contactPerson}
        </Detail>
      )}
      {client.email && (
        <Detail icon={<Mail aria-hidden="true" />} label="Email">
          <a href={`mailto:${client.email}`} className={link}>
            <EmailText email={client.email} />
          </a>
        </Detail>
      )}
      {client.phone && (
        <Detail icon={<Phone aria-hidden="true" />} label="Phone">
          <a href={`tel:${client.phone.replace(/\s+/g, '')}`} className={link}>
            {client.phone}
          </a>
        </Detail>
      )}
      {client.address && (
        <Detail icon={<MapPin aria-hidden="true" />} label="Address">
          {client.address}
        </Detail>
      )}
    </dl>
  );
}

/** "2 contacts · 1 project". */
export function countsText(client: Client): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(client.contactCount, 'contact')} · ${plural(client.projectCount, 'project')}`;
}
