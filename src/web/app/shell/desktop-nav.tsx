import { ChevronDown, Wrench } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isCurrent, type NavGroups } from './nav-groups';
import { navIcon } from './nav-icons';
import { currentTab, tab } from './nav-tab';

/**
 * The Admin dropdown (Radix's menu and positioning code) loads only for those who have one, not
 * with a worker's pages (issue 17's JavaScript budget); meanwhile its tab shows, inert.
 */
const AdminMenu = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminMenu })));

/** The header's navigation row on wide screens (lg and up); icons from 2xl, so eleven items and Admin fit at 1024 px. */
export function DesktopNav({ groups }: { groups: NavGroups }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden border-b border-line bg-surface lg:block">
      <div className="mx-auto flex h-12 max-w-7xl items-stretch gap-1 px-6">
        {groups.main.map((item) => {
          const Icon = navIcon(item.path);
          const current = isCurrent(item.path, pathname);
          return (
            <Link
              key={item.path}
              to={item.path}
              aria-current={current ? 'page' : undefined}
              className={cn(tab, current && currentTab)}
            >
              <Icon aria-hidden="true" className="size-4 max-2xl:hidden" />
              {item.label}
            </Link>
          );
        })}
        {groups.admin.length > 0 && (
          <Suspense
            fallback={
              <span className={tab}>
                <Wrench aria-hidden="true" className="size-4 max-2xl:hidden" />
                Admin
                <ChevronDown aria-hidden="true" className="size-4" />
              </span>
            }
          >
            <AdminMenu items={groups.admin} pathname={pathname} />
          </Suspense>
        )}
      </div>
    </nav>
  );
}
