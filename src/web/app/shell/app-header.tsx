import { LogOut, Menu, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyReply, UserReply } from '../../../shared/auth/users-schemas';
import { ProductMark } from '../../components/product-mark';
import { Button } from '../../components/ui/button';
import { fullNameOnce } from '../../../shared/people';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { navGroups } from './nav-groups';
import { RoleBadge } from '../../components/role-badge';

type AppHeaderProps = { user: UserReply; company: CompanyReply; onSignOut: () => void };

const MENU_ID = 'mobile-navigation';

/**
 * The fixed top header of signed-in pages (spec 000 §2): product mark, company name, navigation,
 * the user's name, role badge and Sign Out. 64px on phones, 112px with the navigation row on lg+.
 */
export function AppHeader({ user, company, onSignOut }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const groups = navGroups(user.role);
  const name = fullNameOnce(user);

  return (
    <header className="fixed inset-x-0 top-0 z-40">
      <div className="bg-night text-ink-inverse">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to="/dashboard" className="focus-ring shrink-0 rounded-lg" aria-label="SiteDockets dashboard">
            <ProductMark tone="light" withName={false} className="sm:hidden" />
            <ProductMark tone="light" className="max-sm:hidden" />
          </Link>
          <span aria-hidden="true" className="h-7 w-px bg-white/20 max-sm:hidden" />
          <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-200">{company.name}</p>
          <div className="flex items-center gap-3 max-lg:hidden">
            <span className="max-w-56 truncate text-sm font-semibold">{name}</span>
            <RoleBadge role={user.role} />
            <Button
              variant="ghost"
              size="sm"
              onClick={onSignOut}
              className="text-ink-inverse hover:bg-white/10 active:bg-white/15"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </Button>
          </div>
          <Button
            variant="ghost"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className="-mr-2 px-3 text-ink-inverse hover:bg-white/10 active:bg-white/15 lg:hidden"
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            Menu
          </Button>
        </div>
      </div>
      <DesktopNav groups={groups} />
      {menuOpen && (
        <MobileMenu
          id={MENU_ID}
          groups={groups}
          name={name}
          role={user.role}
          companyName={company.name}
          onClose={closeMenu}
          onSignOut={onSignOut}
        />
      )}
    </header>
  );
}
