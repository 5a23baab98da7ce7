import { LifeBuoy, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePublicConfig } from '../../lib/public-config';

/** 002 §2's Need Help card: the help page and the support e-mail (server configuration). */
export function HelpCard() {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  return (
    <Card role="region" aria-labelledby="billing-help-title" className="grid gap-3 p-5 sm:p-6">
      <h2 id="billing-help-title" className="flex items-center gap-2 text-lg font-bold">
        <LifeBuoy aria-hidden="true" className="size-5 text-ink-muted" />
        Need Help?
      </h2>
      <p className="text-base text-ink-muted">
        Questions about plans, invoices or your card? Read the guides or write to us.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/help" className={buttonVariants({ variant: 'outline' })}>
          Help and Support
        </Link>
        {email && (
          <a
            href={`mailto:${email}`}
            className={buttonVariants({ variant: 'ghost', className: 'text-sm whitespace-normal' })}
          >
            <Mail aria-hidden="true" />
            <span className="[overflow-wrap:anywhere]">{email}</span>
          </a>
        )}
      </div>
    </Card>
  );
}
