import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AVAILABLE_ON_PRO } from '../../shared/billing/plans';
import { cn } from '../lib/cn';
import { useAccounting } from '../lib/plan';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';

type AvailableOnProProps = {
  /** The feature's own button text, e.g. 'Connect to Xero'. */
  label: string;
  icon?: ReactNode;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * A Xero feature on a plan without it (DECISIONS 'Plans'): its button, disabled, and under it
 * 'Available on PRO' with the way to /billing. The button names the note as its description, so a
 * screen reader hears why it cannot be pressed.
 */
export function AvailableOnPro({ label, icon, size, variant, className }: AvailableOnProProps) {
  const noteId = useId();
  return (
    <div className={cn('grid justify-items-start gap-1.5', className)}>
      <Button type="button" disabled aria-describedby={noteId} size={size} variant={variant}>
        {icon ?? <Lock aria-hidden="true" />}
        {label}
      </Button>
      <p id={noteId} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-ink-muted">
        <Lock aria-hidden="true" className="size-4 shrink-0 text-brand-text" />
        <span className="font-semibold text-ink">{AVAILABLE_ON_PRO}</span>
        <Link to="/billing" className="font-semibold text-brand-text underline underline-offset-4">
          See plans on Billing
        </Link>
      </p>
    </div>
  );
}

type ProFeatureProps = Omit<AvailableOnProProps, 'className'> & {
  children: ReactNode;
  className?: string;
};

/**
 * Shows `children` (the working button) when the company may use Xero (PRO or the trial), else
 * the same button disabled with 'Available on PRO'. While the plan loads the button shows as usual:
 * the server refuses with 402 if the plan lacks it.
 */
export function ProFeature({ children, ...button }: ProFeatureProps) {
  const { allowed } = useAccounting();
  return allowed ? <>{children}</> : <AvailableOnPro {...button} />;
}
