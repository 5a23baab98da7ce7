import { useSyncExternalStore } from 'react';
import { ProductMark } from '../../components/product-mark';
import type { PublicConfig } from '../../lib/public-config';
import { telHref } from '../../lib/tel-href';

const footerLink =
  'focus-ring inline-flex min-h-11 items-center rounded text-slate-300 underline-offset-4 hover:text-ink-inverse hover:underline';

/** Sign In stays in the header only, so the page has one link of that name. */
const links = [
  { to: '/signup', label: 'Create a company account' },
  { to: '/foreman-dashboard', label: 'Foreman Dashboard' },
] as const;

const unchanging = () => () => {};

/**
 * The year where the page is read: none in the HTML made at build time (scripts/prerender-landing.ts),
 * filled in once the page runs, so the copyright never shows the build's year.
 */
const useThisYear = (): number | null =>
  useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => null,
  );

/** Product mark, account links and the support contact from configuration. */
export function LandingFooter({ contact }: { contact: PublicConfig | undefined }) {
  const year = useThisYear();
  return (
    <footer className="border-t border-white/10 bg-night px-4 pt-10 pb-28 text-sm text-slate-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <ProductMark tone="light" />
          <p className="mt-3 max-w-xs">
            Daily dockets, foreman sign-off, invoices and payroll for Australian construction and trades.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-bold text-ink-inverse">Product</h2>
          <ul className="mt-1">
            {links.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-bold text-ink-inverse">Support</h2>
          {contact && (
            <ul className="mt-1">
              <li>
                <a href={telHref(contact.supportPhone)} className={footerLink}>
                  {contact.supportPhone}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.supportEmail}`} className={`${footerLink} break-all`}>
                  {contact.supportEmail}
                </a>
              </li>
            </ul>
          )}
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-white/10 pt-6 text-slate-400">
        ©{year !== null && ` ${year}`} SiteDockets
      </p>
    </footer>
  );
}
