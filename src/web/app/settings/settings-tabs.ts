import {
  Archive,
  Building2,
  History,
  Link2,
  ReceiptText,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, type Role } from '../../../shared/roles';

export type SettingsTab = 'rate-items' | 'company' | 'users' | 'xero' | 'versions' | 'export' | 'profile';

/** The company's accounting software (the Xero tab needs xero). */
export type AccountingSoftware = 'none' | 'xero' | 'quickbooks';

type TabInfo = {
  value: SettingsTab;
  label: string;
  icon: LucideIcon;
  shows: (role: Role, software: AccountingSoftware) => boolean;
};

/**
 * The tabs of spec 002 §2 in their order, each shown to the roles the permission table allows
 * (Xero only when the company's accounting software is Xero). A foreman, who may open Settings but not
 * its management extras, reads Billable Items (the default), the company's details and the team,
 * and has their own profile.
 */
const TABS: readonly TabInfo[] = [
  {
    value: 'rate-items',
    label: 'Billable Items',
    icon: ReceiptText,
    shows: (role) => can(role, 'companyRateItems.read'),
  },
  { value: 'company', label: 'Company Info', icon: Building2, shows: (role) => can(role, 'settings.open') },
  { value: 'users', label: 'Users', icon: Users, shows: (role) => can(role, 'users.read') },
  {
    value: 'xero',
    label: 'Xero',
    icon: Link2,
    shows: (role, software) => software === 'xero' && can(role, 'xero.status'),
  },
  { value: 'versions', label: 'Versions', icon: History, shows: (role) => can(role, 'versions.manage') },
  { value: 'export', label: 'Data export', icon: Archive, shows: (role) => can(role, 'company.export') },
  {
    value: 'profile',
    label: 'My Profile',
    icon: UserRound,
    shows: (role) => can(role, 'settings.open') && !can(role, 'users.list'),
  },
];

export const settingsTabs = (role: Role, software: AccountingSoftware = 'none'): TabInfo[] =>
  TABS.filter((tab) => tab.shows(role, software));

/** The tab the `tab` query parameter names (e.g. /settings?tab=users), else the first one. */
export function chosenTab(tabs: readonly TabInfo[], param: string | null): SettingsTab | undefined {
  return (tabs.find((tab) => tab.value === param) ?? tabs[0])?.value;
}
