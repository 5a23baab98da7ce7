import { describe, expect, it } from 'vitest';
import { chosenTab, settingsTabs } from './settings-tabs';

const values = (role: Parameters<typeof settingsTabs>[0]) => settingsTabs(role).map((tab) => tab.value);

describe('settings tabs by role (spec 002 §2, §6)', () => {
  it('gives admin and office the four management tabs, Billable Items first, and admin Data export', () => {
    expect(values('admin')).toEqual(['rate-items', 'company', 'users', 'versions', 'export']);
    expect(values('office')).toEqual(['rate-items', 'company', 'users', 'versions']);
  });

  it('gives a foreman Billable Items first, company info, users and their profile, without Xero or Versions', () => {
    expect(values('foreman')).toEqual(['rate-items', 'company', 'users', 'profile']);
  });

  it('adds Xero after Users for admin and office when the company uses Xero (002 §2)', () => {
    expect(settingsTabs('admin', 'xero').map((tab) => tab.value)).toEqual([
      'rate-items',
      'company',
      'users',
      'xero',
      'versions',
      'export',
    ]);
    expect(settingsTabs('office', 'xero').map((tab) => tab.value)).toContain('xero');
    expect(settingsTabs('admin', 'quickbooks').map((tab) => tab.value)).not.toContain('xero');
    expect(settingsTabs('foreman', 'xero').map((tab) => tab.value)).toEqual([
      'rate-items',
      'company',
      'users',
      'profile',
    ]);
  });

  it('gives a worker nothing', () => {
    expect(values('worker')).toEqual([]);
  });

  it('opens the tab the query names when the role has it, else the first', () => {
    expect(chosenTab(settingsTabs('admin'), 'users')).toBe('users');
    expect(chosenTab(settingsTabs('admin'), null)).toBe('rate-items');
    expect(chosenTab(settingsTabs('foreman'), 'users')).toBe('users');
    expect(chosenTab(settingsTabs('foreman'), 'versions')).toBe('rate-items');
    expect(chosenTab(settingsTabs('worker'), 'users')).toBeUndefined();
  });
});
