import { can, type Permission, type Role } from './roles';

/** A page of the header navigation; who sees it is its permission in the role table. */
export type NavItem = { label: string; path: string; permission: Permission };

/** The header navigation: the explicit table of spec 000 §6 (second reading, DECISIONS). */
export const NAVIGATION: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', permission: 'pages.dashboard' },
  { label: 'Entries', path: '/entries', permission: 'pages.entries' },
  { label: 'Dockets', path: '/timesheets', permission: 'pages.dockets' },
  { label: 'Projects', path: '/projects', permission: 'pages.projects' },
  { label: 'Clients', path: '/clients', permission: 'pages.clients' },
  { label: 'Invoices', path: '/invoices', permission: 'pages.invoices' },
  { label: 'Timesheets', path: '/timesheets-payroll', permission: 'pages.timesheets' },
  { label: 'Reports', path: '/reports', permission: 'pages.reports' },
  { label: 'Workers', path: '/workers', permission: 'pages.workers' },
  { label: 'Email Logs', path: '/admin/email-logs', permission: 'pages.emailLogs' },
  { label: 'Xero API Logs', path: '/admin/xero-logs', permission: 'pages.xeroLogs' },
  { label: 'Invoice Management', path: '/admin/invoicing', permission: 'pages.invoicing' },
  { label: 'Xero Debug', path: '/admin/xero-debug', permission: 'pages.xeroDebug' },
  { label: 'Activity', path: '/activity', permission: 'pages.activity' },
  { label: 'Settings', path: '/settings', permission: 'pages.settings' },
  { label: 'Billing', path: '/billing', permission: 'pages.billing' },
  { label: 'Help', path: '/help', permission: 'pages.help' },
];

export const navigationFor = (role: Role): NavItem[] =>
  NAVIGATION.filter((item) => can(role, item.permission));
