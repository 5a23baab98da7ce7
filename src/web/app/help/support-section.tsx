import { Mail, Phone } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { LoadingText } from '../../components/ui/spinner';
import { telHref, usePublicConfig } from '../../lib/public-config';
import { HelpSection } from './help-section';

/** Support contact from the server's configuration (GET /api/public-config). */
export function SupportSection() {
  const config = usePublicConfig();
  return (
    <HelpSection
      id="support"
      title="Contact support"
      description="Stuck, or something doesn’t look right? Talk to a person."
    >
      <div className="grid gap-4 rounded-card bg-night p-5 text-ink-inverse shadow-sm sm:p-6">
        <p className="text-base text-slate-200">
          Tell us your company name and what you were doing when the problem came up. A screenshot helps.
        </p>
        {config.data ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <a
              href={telHref(config.data.supportPhone)}
              className={buttonVariants({ size: 'xl', className: 'justify-start' })}
            >
              <Phone aria-hidden="true" />
              <span className="grid text-left leading-tight">
                <span className="text-xs font-semibold tracking-wide uppercase">Call</span>
                <span>{config.data.supportPhone}</span>
              </span>
            </a>
            <a
              href={`mailto:${config.data.supportEmail}`}
              className={buttonVariants({
                variant: 'outline',
                size: 'xl',
                className:
                  'h-auto min-h-14 justify-start border-white/30 bg-transparent py-2 text-ink-inverse hover:bg-white/10',
              })}
            >
              <Mail aria-hidden="true" />
              <span className="grid min-w-0 text-left leading-tight">
                <span className="text-xs font-semibold tracking-wide uppercase">Email</span>
                <span className="break-all whitespace-normal">{config.data.supportEmail}</span>
              </span>
            </a>
          </div>
        ) : config.isError ? (
          <p className="text-sm text-slate-300">
            Support details could not be loaded. Please refresh the page.
          </p>
        ) : (
          <LoadingText label="Loading support details…" className="text-slate-300" />
        )}
      </div>
    </HelpSection>
  );
}
