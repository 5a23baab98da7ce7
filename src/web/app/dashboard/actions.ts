import {
  CalendarDays,
  CircleHelp,
  ClipboardList,
  Clock,
  FolderKanban,
  Building2,
  Receipt,
  Settings,
  UserPlus,
} from 'lucide-react';
import type { DashboardAction } from './action-card';

/** Admin and office: setting the company up and running the back office. */
export const BACK_OFFICE_ACTIONS: readonly DashboardAction[] = [
  {
    to: '/projects',
    title: 'Projects',
    text: 'Create projects, set their rates and share project codes with foremen.',
    icon: FolderKanban,
  },
  {
    to: '/clients',
    title: 'Clients',
    text: 'Keep client details and contacts ready for invoicing.',
    icon: Building2,
  },
  {
    to: '/invoices',
    title: 'Invoices',
    text: 'Turn approved dockets into invoices with PDF proof attached.',
    icon: Receipt,
  },
  {
    to: '/settings?tab=users',
    title: 'Invite your team',
    text: 'Invite office staff, foremen and workers by email from Settings → Users.',
    icon: UserPlus,
  },
  {
    to: '/timesheets-payroll',
    title: 'Payroll timesheets',
    text: 'Check hours and overtime before they go to payroll.',
    icon: Clock,
  },
  {
    to: '/help',
    title: 'Help & setup guide',
    text: 'Step-by-step setup, answers to common questions and support.',
    icon: CircleHelp,
  },
];

/** Foreman: the signed-in tools next to the foreman dashboard. */
export const FOREMAN_ACTIONS: readonly DashboardAction[] = [
  {
    to: '/timesheets',
    title: 'Dockets',
    text: 'See your crew’s dockets and approve drafts.',
    icon: ClipboardList,
  },
  {
    to: '/entries',
    title: 'Entries',
    text: 'Record your own time and work for the day.',
    icon: CalendarDays,
  },
  {
    to: '/settings',
    title: 'Settings',
    text: 'Billable items, company information and users.',
    icon: Settings,
  },
  {
    to: '/help',
    title: 'Help',
    text: 'How approval works, and who to contact for support.',
    icon: CircleHelp,
  },
];
