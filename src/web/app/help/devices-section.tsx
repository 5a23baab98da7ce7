import { Globe, Signal, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { HelpSection } from './help-section';

/** Spec 000 §9 and 002 §2: the browsers Help states. */
const BROWSERS = ['Chrome 90+', 'Firefox 88+', 'Safari 14+', 'Edge 90+'];

const RECEPTION_TIPS = [
  'No signal? Record the day anyway: the app keeps your dockets on this phone (“Saved on this phone”) and sends them by itself when you have reception.',
  'A docket marked “Waiting to send” is safe on this phone: do not record it again. Keep the app signed in until it has gone.',
  'A docket marked “Needs attention” was refused when it arrived (for example, its times overlap another docket): open it, fix it and save.',
  'The app opens without signal once it has been opened online on this phone; the days you have looked at are kept on the phone.',
];

type InfoCardProps = { icon: ReactNode; title: string; className?: string; children: ReactNode };

function InfoCard({ icon, title, className, children }: InfoCardProps) {
  return (
    <div
      className={cn(
        'grid content-start gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <h3 className="flex items-center gap-2.5 text-lg font-bold">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-soft text-brand-text [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Supported browsers and advice for phones on site. */
export function DevicesSection() {
  return (
    <HelpSection
      id="devices"
      title="Phones and browsers"
      description="SiteDockets runs in the web browser: nothing to install."
    >
      <div className="grid gap-3 md:grid-cols-2">
        <InfoCard icon={<Globe aria-hidden="true" />} title="Supported browsers">
          <ul className="flex flex-wrap gap-2">
            {BROWSERS.map((browser) => (
              <li key={browser} className="rounded-full bg-canvas px-3 py-1 text-sm font-semibold">
                {browser}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">
            Keep your browser up to date. On an iPhone or iPad, use Safari or Chrome.
          </p>
        </InfoCard>
        <InfoCard icon={<Smartphone aria-hidden="true" />} title="Add it to your home screen">
          <ul className="grid gap-2 text-sm">
            <li>
              <strong>iPhone (Safari):</strong> tap Share, then <em>Add to Home Screen</em>.
            </li>
            <li>
              <strong>Android (Chrome):</strong> tap the ⋮ menu, then <em>Add to Home screen</em> or{' '}
              <em>Install app</em>.
            </li>
          </ul>
          <p className="text-sm text-ink-muted">
            It then opens like an app, and you stay signed in between days.
          </p>
        </InfoCard>
        <InfoCard
          icon={<Signal aria-hidden="true" />}
          title="Bad reception on site"
          className="md:col-start-2 md:row-span-2 md:row-start-1"
        >
          <ul className="grid gap-2 text-sm">
            {RECEPTION_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
                {tip}
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>
    </HelpSection>
  );
}
