import type { Role } from './roles';

export type NavItem = { label: string; path: string; roles: readonly Role[] };

/** The header navigation: the explicit table of spec 000 §6 (second reading, DECISIONS). */
export const NAVIGATION: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', roles: ['admin', 'office', 'foreman', 'worker'] },
  { label: 'Entries', path: '/entries', roles: ['admin', 'foreman', 'office'] },
  { label: 'Dockets', path: '/timesheets', roles: ['worker', 'foreman'] },
  { label: 'Projects', path: '/projects', roles: ['admin', 'office'] },
  { label: 'Clients', path: '/clients', roles: ['admin', 'office'] },
  { label: 'Invoices', path: '/invoices', roles: ['admin', 'office'] },
  { label: 'Timesheets', path: '/timesheets-payroll', roles: ['admin', 'office'] },
  { label: 'Workers', path: '/workers', roles: ['admin'] },
  { label: 'Email Logs', path: '/admin/email-logs', roles: ['admin', 'office'] },
  { label: 'Xero API Logs', path: '/admin/xero-logs', roles: ['admin'] },
  { label: 'Invoice Management', path: '/admin/invoicing', roles: ['admin', 'office'] },
  { label: 'Xero Debug', path: '/admin/xero-debug', roles: ['admin'] },
  { label: 'Settings', path: '/settings', roles: ['admin', 'foreman', 'office'] },
  { label: 'Billing', path: '/billing', roles: ['admin', 'office'] },
  { label: 'Help', path: '/help', roles: ['admin', 'office', 'foreman', 'worker'] },
];

export const navigationFor = (role: Role): NavItem[] =>
  NAVIGATION.filter((item) => item.roles.includes(role));
