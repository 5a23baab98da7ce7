import { ChevronDown, Wrench } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import type { NavItem } from '../../../shared/navigation';
import { cn } from '../../lib/cn';
import { isCurrent, type NavGroups } from './nav-groups';
import { navIcon } from './nav-icons';

const tab = cn(
  'focus-ring relative inline-flex items-center gap-2 rounded-md px-3 text-sm font-semibold whitespace-nowrap',
  'text-ink-muted transition-colors hover:text-ink',
  'after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:rounded-t-full',
);
const currentTab = 'text-ink after:bg-brand-active';

function AdminMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const active = items.some((item) => isCurrent(item.path, pathname));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(tab, active && currentTab, 'data-[state=open]:text-ink')}>
        <Wrench aria-hidden="true" className="size-4 max-xl:hidden" />
        Admin
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg motion-safe:animate-fade-in"
        >
          {items.map((item) => {
            const Icon = navIcon(item.path);
            return (
              <DropdownMenu.Item key={item.path} asChild>
                <Link
                  to={item.path}
                  aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
                  className="flex min-h-11 items-center gap-3 rounded-md px-3 text-base outline-none select-none data-highlighted:bg-brand-soft aria-[current=page]:font-semibold"
                >
                  <Icon aria-hidden="true" className="size-5 text-ink-muted" />
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The header's navigation row on wide screens (lg and up); icons from xl, so ten items fit at 1024 px. */
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
              <Icon aria-hidden="true" className="size-4 max-xl:hidden" />
              {item.label}
            </Link>
          );
        })}
        {groups.admin.length > 0 && <AdminMenu items={groups.admin} pathname={pathname} />}
      </div>
    </nav>
  );
}
