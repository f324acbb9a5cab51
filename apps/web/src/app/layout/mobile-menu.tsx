import { NavLink } from 'react-router';
import type { User } from '@orbit/shared/auth-contracts';
import { ButtonLink, buttonClasses } from '../../components/button.tsx';
import type { NavItem } from './nav-links.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

interface MobileMenuProps {
  id: string;
  open: boolean;
  navItems: readonly NavItem[];
  user: User | null;
  loading: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The small-screen menu: the user's name and e-mail (placeholders when missing), links, account actions. */
export function MobileMenu({ id, open, navItems, user, loading, onNavigate, onLogout }: MobileMenuProps) {
  return (
    <div id={id} className={`${open ? '' : 'hidden'} border-t border-slate-200 bg-white lg:hidden`}>
      <div className="space-y-4 px-4 py-4">
        {user && (
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <UserAvatar user={user} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.name.trim() || 'User'}</p>
              <p className="truncate text-sm text-slate-500">{user.email.trim() || 'No email address'}</p>
            </div>
          </div>
        )}
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClasses} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to="/profile" className={linkClasses} onClick={onNavigate}>
                  Profile
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        {loading ? null : user ? (
          <button type="button" className={buttonClasses({ variant: 'outline', fullWidth: true })} onClick={onLogout}>
            Logout
          </button>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink to="/login" variant="outline" onClick={onNavigate}>
              Login
            </ButtonLink>
            <ButtonLink to="/register" onClick={onNavigate}>
              Register
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}
