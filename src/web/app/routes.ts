import type { ComponentType } from 'react';
import type { CompanyReply, UserReply } from '../../shared/auth/users-schemas';
import { entriesFirstReads } from '../features/dockets/week/first-reads';
import { loadEntriesPage } from './pages/entries-page';

/** The signed-in pages' layout (session guard and page frame), one chunk for all of them. */
export const loadSignedInLayout = () => import('./layouts/signed-in-layout');

/** A lazily loaded page: the module's default export is the page component. */
export type PageModule = { default: ComponentType };

/** `signed-in` pages sit under the signed-in layout (session guard and page frame). */
export type RouteAccess = 'public' | 'signed-in';

export type AppRoute = {
  path: string;
  /** Screen name: the page title ("Projects · SiteDockets") and the placeholder's heading. */
  screen: string;
  access: RouteAccess;
  load: () => Promise<PageModule>;
  /**
   * The page's first reads, as URLs, for the signed-in person and the address's query string:
   * app/preload-route.ts asks for them as soon as the session is known (lib/early-reads.ts).
   */
  firstReads?: (session: { user: UserReply; company: CompanyReply }, search: string) => string[];
};

/** Every route of spec 000 §2. Each page is its own chunk, so the landing page carries no back office. */
export const appRoutes: readonly AppRoute[] = [
  // Public
  { path: '/', screen: 'Home', access: 'public', load: () => import('./landing/landing-page') },
  { path: '/login', screen: 'Sign In', access: 'public', load: () => import('../features/auth/login-page') },
  {
    path: '/signup',
    screen: 'Sign Up',
    access: 'public',
    load: () => import('../features/auth/signup/signup-page'),
  },
  {
    path: '/signup/invite/:token',
    screen: 'Invitation Sign-up',
    access: 'public',
    load: () => import('../features/auth/invite/invite-signup-page'),
  },
  {
    path: '/reset-password',
    screen: 'Reset Password',
    access: 'public',
    load: () => import('../features/auth/reset-password-page'),
  },
  {
    path: '/timesheet-preview/:id',
    screen: 'Docket Preview',
    access: 'public',
    load: () => import('./pages/docket-preview-page'),
  },
  // Public and signed-in alike: one page serves a signed-in user and a project-code foreman.
  {
    path: '/timesheets/:id/preview',
    screen: 'Docket Preview',
    access: 'public',
    load: () => import('./pages/docket-preview-page'),
  },
  {
    path: '/verify/:hash',
    screen: 'Verify Docket',
    access: 'public',
    load: () => import('../features/auth/verify/verify-page'),
  },
  {
    path: '/foreman-dashboard',
    screen: 'Foreman Dashboard',
    access: 'public',
    load: () => import('../features/dockets/foreman/foreman-dashboard-page'),
  },
  {
    path: '/foreman-timesheets',
    screen: 'Foreman Dockets',
    access: 'public',
    load: () => import('../features/dockets/foreman/foreman-timesheets-page'),
  },
  // Signed-in
  {
    path: '/dashboard',
    screen: 'Dashboard',
    access: 'signed-in',
    load: () => import('./pages/dashboard-page'),
  },
  {
    path: '/entries',
    screen: 'Entries',
    access: 'signed-in',
    load: loadEntriesPage,
    firstReads: entriesFirstReads,
  },
  {
    path: '/entries/:date',
    screen: 'Day Entries',
    access: 'signed-in',
    load: () => import('../features/dockets/day/day-entries-page'),
  },
  {
    path: '/timesheets',
    screen: 'Dockets',
    access: 'signed-in',
    load: () => import('../features/dockets/list/dockets-list-page'),
  },
  {
    path: '/timesheets/create',
    screen: 'New Docket',
    access: 'signed-in',
    load: () => import('../features/dockets/form/docket-form-page'),
  },
  {
    path: '/timesheets/:id/edit',
    screen: 'Edit Docket',
    access: 'signed-in',
    load: () => import('../features/dockets/form/docket-form-page'),
  },
  {
    path: '/weekly-timesheets',
    screen: 'Weekly Timesheets',
    access: 'signed-in',
    load: () => import('../features/payroll/weekly-timesheets/weekly-timesheets-page'),
  },
  {
    path: '/projects',
    screen: 'Projects',
    access: 'signed-in',
    load: () => import('../features/projects/projects-page'),
  },
  {
    path: '/clients',
    screen: 'Clients',
    access: 'signed-in',
    load: () => import('../features/clients/clients-page'),
  },
  {
    path: '/invoices',
    screen: 'Invoices',
    access: 'signed-in',
    load: () => import('../features/invoicing/invoices/invoices-page'),
  },
  {
    path: '/timesheets-payroll',
    screen: 'Payroll Timesheets',
    access: 'signed-in',
    load: () => import('../features/payroll/payroll-page'),
  },
  {
    path: '/settings',
    screen: 'Settings',
    access: 'signed-in',
    load: () => import('./settings/settings-page'),
  },
  {
    path: '/billing',
    screen: 'Billing',
    access: 'signed-in',
    load: () => import('../features/billing/billing-page'),
  },
  {
    path: '/help',
    screen: 'Help and Support',
    access: 'signed-in',
    load: () => import('./help/help-page'),
  },
  {
    path: '/activity',
    screen: 'Activity',
    access: 'signed-in',
    load: () => import('../features/company/activity/activity-page'),
  },
  {
    path: '/reports',
    screen: 'Reports',
    access: 'signed-in',
    load: () => import('../features/reports/reports-page'),
  },
  {
    path: '/admin/email-logs',
    screen: 'Email Logs',
    access: 'signed-in',
    load: () => import('../features/email/logs/email-logs-page'),
  },
  {
    path: '/admin/xero-logs',
    screen: 'Xero API Logs',
    access: 'signed-in',
    load: () => import('../features/xero/logs/xero-logs-page'),
  },
  {
    path: '/admin/invoicing',
    screen: 'Invoice Management',
    access: 'signed-in',
    load: () => import('../features/invoicing/management/invoice-management-page'),
  },
  {
    path: '/admin/xero-debug',
    screen: 'Xero Debug',
    access: 'signed-in',
    load: () => import('../features/xero/debug/xero-debug-page'),
  },
  {
    path: '/workers',
    screen: 'Workers',
    access: 'signed-in',
    load: () => import('./pages/workers-redirect-page'),
  },
];
