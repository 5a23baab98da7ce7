import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavItem } from '../../../shared/navigation';
import type { Role } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { isCurrent, type NavGroups } from './nav-groups';
import { navIcon } from './nav-icons';
import { RoleBadge } from '../../components/role-badge';

type MobileMenuProps = {
  id: string;
  groups: NavGroups;
  name: string;
  role: Role;
  companyName: string;
  onClose: () => void;
  onSignOut: () => void;
};

function MenuLinks({
  items,
  pathname,
  onClose,
}: {
  items: NavItem[];
  pathname: string;
  onClose: () => void;
}) {
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => {
        const Icon = navIcon(item.path);
        const current = isCurrent(item.path, pathname);
        return (
          <li key={item.path}>
            <Link
              to={item.path}
              onClick={onClose}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'focus-ring flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-semibold',
                current ? 'bg-brand-soft text-ink' : 'text-ink hover:bg-canvas',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn('size-5', current ? 'text-brand-text' : 'text-ink-muted')}
              />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The slide-down navigation of small screens (spec 000 §2), below the header bar. */
export function MobileMenu({ id, groups, name, role, companyName, onClose, onSignOut }: MobileMenuProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-x-0 top-16 bottom-0 z-40 lg:hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-night/50 motion-safe:animate-fade-in"
        onClick={onClose}
      />
      <nav
        id={id}
        aria-label="Main"
        className="relative max-h-full overflow-y-auto overscroll-contain rounded-b-2xl bg-surface px-3 pt-3 pb-4 shadow-xl motion-safe:animate-slide-down"
      >
        <div className="mb-3 flex items-center justify-between gap-3 rounded-lg bg-canvas px-3 py-3">
          <div className="min-w-0">
            <p className="truncate text-base font-bold">{name}</p>
            <p className="truncate text-sm text-ink-muted">{companyName}</p>
          </div>
          <RoleBadge role={role} />
        </div>
        <MenuLinks items={groups.main} pathname={pathname} onClose={onClose} />
        {groups.admin.length > 0 && (
          <>
            <p className="mt-4 mb-1 px-3 text-xs font-bold tracking-wider text-ink-muted uppercase">
              Admin tools
            </p>
            <MenuLinks items={groups.admin} pathname={pathname} onClose={onClose} />
          </>
        )}
        <Button variant="outline" size="lg" className="mt-4 w-full" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </nav>
    </div>
  );
}
