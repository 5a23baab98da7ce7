import { Briefcase, ClipboardCheck, HardHat, ShieldCheck, type LucideIcon } from 'lucide-react';
import { HelpSection } from './help-section';

type RoleInfo = { name: string; icon: LucideIcon; text: string; points: string[] };

const ROLES: readonly RoleInfo[] = [
  {
    name: 'Admin',
    icon: ShieldCheck,
    text: 'Full access to everything in your company.',
    points: [
      'Projects, clients, rate items, invoicing, payroll, billing and settings',
      'Creates projects and manages each project’s team',
      'The only role that changes other users’ roles',
    ],
  },
  {
    name: 'Office',
    icon: Briefcase,
    text: 'The same rights as an admin, except deleting users.',
    points: [
      'Runs projects, clients, invoices and payroll day to day',
      'Invites users and sees every docket in the company',
      'Does not record dockets',
    ],
  },
  {
    name: 'Foreman',
    icon: ClipboardCheck,
    text: 'Supervises workers and approves their dockets on site.',
    points: [
      'Reviews dockets and signs to approve them',
      'Records their own dockets',
      'Opens Settings to see the company’s details',
    ],
  },
  {
    name: 'Worker',
    icon: HardHat,
    text: 'Records each day’s work on their phone.',
    points: [
      'Sees only the projects they are assigned to',
      'Sends dockets to a foreman for approval',
      'Never sees rates, values or totals',
    ],
  },
];

/** What each role can do (spec 000 §6, 002 §6). */
export function RolesSection() {
  return (
    <HelpSection
      id="roles"
      title="Who can do what"
      description="Every person signs in with one of four roles."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {ROLES.map(({ name, icon: Icon, text, points }) => (
          <li
            key={name}
            className="grid content-start gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-bold">{name}</h3>
            </div>
            <p className="text-base font-medium">{text}</p>
            <ul className="grid gap-1.5 text-sm text-ink-muted">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}
