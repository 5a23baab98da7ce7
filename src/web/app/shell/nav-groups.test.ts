import { describe, expect, it } from 'vitest';
import { isCurrent, navGroups } from './nav-groups';

const labels = (role: Parameters<typeof navGroups>[0]) => {
  const { main, admin } = navGroups(role);
  return { main: main.map((i) => i.label), admin: admin.map((i) => i.label) };
};

describe('navGroups (spec 000 §6, second reading)', () => {
  it('gives a worker Dashboard, Dockets and Help only', () => {
    expect(labels('worker')).toEqual({ main: ['Dashboard', 'Dockets', 'Help'], admin: [] });
  });

  it('gives a foreman Entries, Dockets and Settings but no back office', () => {
    expect(labels('foreman')).toEqual({
      main: ['Dashboard', 'Entries', 'Dockets', 'Settings', 'Help'],
      admin: [],
    });
  });

  it('gives office the back office without Dockets, and two admin tools', () => {
    expect(labels('office')).toEqual({
      main: [
        'Dashboard',
        'Entries',
        'Projects',
        'Clients',
        'Invoices',
        'Timesheets',
        'Reports',
        'Settings',
        'Billing',
        'Help',
      ],
      admin: ['Email Logs', 'Invoice Management'],
    });
  });

  it('gives admin every admin tool, the activity trail last (issue 25)', () => {
    expect(labels('admin').admin).toEqual([
      'Workers',
      'Email Logs',
      'Xero API Logs',
      'Invoice Management',
      'Xero Debug',
      'Activity',
    ]);
  });
});

describe('isCurrent', () => {
  it('matches the page and pages below it, not look-alike paths', () => {
    expect(isCurrent('/timesheets', '/timesheets')).toBe(true);
    expect(isCurrent('/timesheets', '/timesheets/7/edit')).toBe(true);
    expect(isCurrent('/timesheets', '/timesheets-payroll')).toBe(false);
    expect(isCurrent('/entries', '/entries/2025-03-03')).toBe(true);
  });
});
