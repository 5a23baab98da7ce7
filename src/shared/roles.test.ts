import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';
import { ASSIGNMENT_BADGES, can, ROLES, SIGNUP_KINDS, SIGNUP_ROLES, signupKindNeeding } from './roles';
import { registerBody } from './auth/schemas';

/** Who sees which header page: the explicit table of spec 000 §6 (second reading, DECISIONS). */
const PAGES_BY_ROLE = {
  admin: [
    'Dashboard',
    'Entries',
    'Projects',
    'Clients',
    'Invoices',
    'Timesheets',
    'Reports',
    'Workers',
    'Email Logs',
    'Xero API Logs',
    'Invoice Management',
    'Xero Debug',
    'Activity',
    'Settings',
    'Billing',
    'Help',
  ],
  office: [
    'Dashboard',
    'Entries',
    'Projects',
    'Clients',
    'Invoices',
    'Timesheets',
    'Reports',
    'Email Logs',
    'Invoice Management',
    'Settings',
    'Billing',
    'Help',
  ],
  foreman: ['Dashboard', 'Entries', 'Dockets', 'Settings', 'Help'],
  worker: ['Dashboard', 'Dockets', 'Help'],
};

describe('navigation by permission', () => {
  it.each(ROLES)('shows %s exactly the pages of the spec table, in order', (role) => {
    expect(navigationFor(role).map((item) => item.label)).toEqual(PAGES_BY_ROLE[role]);
  });

  it('gives every role but the worker a dashboard of their own', () => {
    expect(ROLES.filter((role) => can(role, 'dashboard.open'))).toEqual(['admin', 'office', 'foreman']);
  });

  it('badges a project foreman apart from a worker', () => {
    expect(ASSIGNMENT_BADGES.foreman).toEqual({ label: 'Foreman', variant: 'brand' });
    expect(ASSIGNMENT_BADGES.worker).toEqual({ label: 'Worker', variant: 'neutral' });
  });
});

const person = {
  username: 'sam_k',
  email: 'sam@example.com',
  password: 'kerb-stone-41',
  firstName: 'Sam Kerr',
};

describe('sign-up kinds', () => {
  it('says what each kind becomes and needs', () => {
    expect(SIGNUP_ROLES).toEqual(['company_owner', 'worker', 'foreman']);
    expect(SIGNUP_KINDS).toEqual({
      company_owner: { role: 'admin', needs: 'companyName', home: '/dashboard' },
      worker: { role: 'worker', needs: 'companyCode', home: '/dashboard' },
      foreman: { role: 'foreman', needs: 'projectCode', home: '/foreman-dashboard' },
    });
  });

  it('finds the kind by what it needs', () => {
    expect(signupKindNeeding('companyName')).toBe('company_owner');
    expect(signupKindNeeding('companyCode')).toBe('worker');
    expect(signupKindNeeding('projectCode')).toBe('foreman');
  });

  it('turns an owner sign-up into an admin with a new company, the full name split', () => {
    const parsed = registerBody.parse({
      role: 'company_owner',
      user: person,
      company: { name: ' Kerr Civil ', email: 'office@kerr.example.com' },
    });
    expect(parsed).toMatchObject({
      role: 'company_owner',
      needs: 'companyName',
      becomes: 'admin',
      user: { firstName: 'Sam', lastName: 'Kerr' },
      company: { name: 'Kerr Civil', email: 'office@kerr.example.com' },
    });
  });

  it('turns a worker sign-up into a worker joining by company code, the name split', () => {
    const parsed = registerBody.parse({ role: 'worker', user: person, companyCode: 'qwerty' });
    expect(parsed).toMatchObject({
      needs: 'companyCode',
      becomes: 'worker',
      companyCode: 'QWERTY',
      user: { firstName: 'Sam', lastName: 'Kerr' },
    });
  });

  it('turns a foreman sign-up into a foreman joining by project code', () => {
    const parsed = registerBody.parse({ role: 'foreman', user: person, projectCode: 'P-4821' });
    expect(parsed).toMatchObject({ needs: 'projectCode', becomes: 'foreman', projectCode: '4821' });
  });

  it("asks each kind for what it needs, with the form's messages", () => {
    const messages = (input: unknown) =>
      registerBody.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ role: 'company_owner', user: person, company: {} })).toEqual([
      'Company name is required',
      'Company email is required',
    ]);
    expect(messages({ role: 'worker', user: person })).toEqual(['Company code is required']);
    expect(messages({ role: 'foreman', user: person })).toEqual(['Project code is required']);
    expect(messages({ role: 'office', user: person })).toEqual(['Please select your role']);
  });
});
