import { Mail, Phone, PhoneCall } from 'lucide-react';
import type { PublicConfig } from '../../lib/public-config';
import { telHref } from '../../lib/tel-href';
import { landingButton } from './landing-ui';

type ContactSectionProps = {
  contact: PublicConfig | undefined;
  /** True while the support details load; when they cannot load, the column is left out. */
  loading: boolean;
  onBookDemo: () => void;
};

const contactLink =
  'focus-ring flex min-h-14 items-center gap-3 rounded-xl border border-white/15 bg-white/5 px-4 py-3 hover:bg-white/10';

/** The closing call to action: book a call, or reach support directly. */
export function ContactSection({ contact, loading, onBookDemo }: ContactSectionProps) {
  return (
    <section
      aria-labelledby="contact-title"
      className="bg-night px-4 py-14 text-ink-inverse sm:px-6 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="contact-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            See it on your own jobs
          </h2>
          <p className="mt-4 max-w-xl text-lg text-slate-300">
            Book a phone call and demo. The founder will call you within 24 hours to schedule your personal
            demo. Setting up your company takes 5 minutes.
          </p>
          <button
            type="button"
            className={landingButton({ size: 'xl', className: 'mt-8 w-full sm:w-auto' })}
            onClick={onBookDemo}
          >
            <PhoneCall aria-hidden="true" />
            Book a Phone Call and Demo
          </button>
        </div>
        <div
          className={contact || loading ? 'grid grid-cols-1 gap-3' : 'hidden'}
          aria-busy={loading || undefined}
        >
          <h3 className="text-sm font-bold tracking-widest text-brand uppercase">Talk to us directly</h3>
          {contact ? (
            <>
              <a href={telHref(contact.supportPhone)} className={contactLink}>
                <Phone aria-hidden="true" className="size-5 shrink-0 text-brand" />
                <span>
                  <span className="block text-sm text-slate-300">Phone</span>
                  <span className="text-lg font-bold">{contact.supportPhone}</span>
                </span>
              </a>
              <a href={`mailto:${contact.supportEmail}`} className={contactLink}>
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
                <span className="min-w-0">
                  <span className="block text-sm text-slate-300">Email</span>
                  <span className="block text-base font-bold [overflow-wrap:anywhere] sm:text-lg">
                    {contact.supportEmail}
                  </span>
                </span>
              </a>
            </>
          ) : (
            <>
              <span
                aria-hidden="true"
                className="h-[4.5rem] animate-pulse rounded-xl bg-white/5 motion-reduce:animate-none"
              />
              <span
                aria-hidden="true"
                className="h-[4.5rem] animate-pulse rounded-xl bg-white/5 motion-reduce:animate-none"
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
