import { LifeBuoy, Mail, Phone } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { telHref, usePublicConfig } from '../../../lib/public-config';

const linkClasses =
  'focus-ring flex min-h-14 items-center gap-3 rounded-lg border border-line px-3 py-2 hover:bg-canvas';

/** The Contact popover of spec 001 §2.5: help phone and help e-mail from the server's configuration. */
export function ContactPopover({ className }: { className?: string }) {
  const config = usePublicConfig();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" className={className}>
          <LifeBuoy aria-hidden="true" />
          Contact
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Contact support"
          className="z-50 grid w-[min(22rem,calc(100vw-1.5rem))] gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-xl outline-none motion-safe:animate-fade-in"
        >
          <div className="grid gap-0.5">
            <p className="text-base font-bold">Need help?</p>
            <p className="text-sm text-ink-muted">Call or e-mail SiteDockets support.</p>
          </div>
          {config.data ? (
            <>
              <a href={telHref(config.data.supportPhone)} className={linkClasses}>
                <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-text" />
                <span className="grid leading-tight">
                  <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    Help phone
                  </span>
                  <span className="text-base font-semibold">{config.data.supportPhone}</span>
                </span>
              </a>
              <a href={`mailto:${config.data.supportEmail}`} className={linkClasses}>
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-text" />
                <span className="grid min-w-0 leading-tight">
                  <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    Help email
                  </span>
                  <span className="text-[15px] font-semibold [overflow-wrap:anywhere]">
                    {config.data.supportEmail}
                  </span>
                </span>
              </a>
            </>
          ) : config.isError ? (
            <p className="text-sm text-ink-muted">Support details could not be loaded.</p>
          ) : (
            <LoadingText label="Loading support details…" />
          )}
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
