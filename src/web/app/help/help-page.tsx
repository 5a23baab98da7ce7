import { can } from '../../../shared/roles';
import { useAuth } from '../../features/auth/api';
import { DevicesSection } from './devices-section';
import { RolesSection } from './roles-section';
import { SetupGuide } from './setup-guide';
import { SupportSection } from './support-section';
import { TaskGuidesSection } from './task-guides-section';

const JUMPS = [
  { href: '#setup-guide', label: 'Setup guide' },
  { href: '#roles', label: 'Roles' },
  { href: '#how-to', label: 'How to…' },
  { href: '#support', label: 'Support' },
  { href: '#devices', label: 'Phones and browsers' },
];

/** /help (spec 002 §2 "Help and Support"), for every role. */
export default function HelpPage() {
  const { user } = useAuth();
  const setsUp = user ? can(user.role, 'company.update') : false;
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <p className="text-xs font-bold tracking-widest text-brand-text uppercase">Help and Support</p>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
            How can we help?
          </h1>
          <p className="text-base text-ink-muted">
            Set your company up, record and approve dockets, and get approved work invoiced.
          </p>
        </div>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-2">
            {JUMPS.map((jump) => (
              <li key={jump.href}>
                <a
                  href={jump.href}
                  className="focus-ring inline-flex min-h-11 items-center rounded-full border border-line-strong/60 bg-surface px-4 text-sm font-semibold hover:border-ink"
                >
                  {jump.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <SetupGuide showLinks={setsUp} />
      <RolesSection />
      <TaskGuidesSection />
      <SupportSection />
      <DevicesSection />
    </main>
  );
}
