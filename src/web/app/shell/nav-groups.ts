import { navigationFor, type NavItem } from '../../../shared/navigation';
import type { Role } from '../../../shared/roles';

/** The header items of spec 000 §2; the role table's other items (admin tools) go in a menu of their own. */
const HEADER_PATHS: readonly string[] = [
  '/dashboard',
  '/entries',
  '/timesheets',
  '/projects',
  '/clients',
  '/invoices',
  '/timesheets-payroll',
  '/reports',
  '/settings',
  '/billing',
  '/help',
];

export type NavGroups = { main: NavItem[]; admin: NavItem[] };

/** The role's navigation (second reading of spec 000 §6), split into header items and admin tools. */
export function navGroups(role: Role): NavGroups {
  const items = navigationFor(role);
  return {
    main: items.filter((item) => HEADER_PATHS.includes(item.path)),
    admin: items.filter((item) => !HEADER_PATHS.includes(item.path)),
  };
}

/** Whether a nav item is the current page: its own path or a page below it (/timesheets/7/edit). */
export function isCurrent(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
