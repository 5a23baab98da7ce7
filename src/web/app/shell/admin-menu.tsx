import { ChevronDown, Wrench } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { NavItem } from '../../../shared/navigation';
import { cn } from '../../lib/cn';
import { isCurrent } from './nav-groups';
import { navIcon } from './nav-icons';
import { currentTab, tab } from './nav-tab';

/** The Admin dropdown of the desktop navigation (admin's and office's pages). */
export function AdminMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const active = items.some((item) => isCurrent(item.path, pathname));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(tab, active && currentTab, 'data-[state=open]:text-ink')}>
        <Wrench aria-hidden="true" className="size-4 max-2xl:hidden" />
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
