import { lazy, Suspense } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { DisclosureAnchor, DisclosureButton, useDisclosure } from '../../components/disclosure-button.tsx';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { headerNavItems } from './nav-links.ts';
import { UserMenu } from './user-menu.tsx';

// Signed-in only, so in a chunk of its own: a visitor's first page does not download it.
const InboxLink = lazy(() =>
  import('../../features/inbox/components/inbox-link.tsx').then((module) => ({ default: module.InboxLink })),
);

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Header() {
  const { isAuthenticated, loading, user, logout } = useAuth();
  const navigate = useNavigate();
  // A link to the menu until hydrated: a tap while the scripts load on a phone network still opens it.
  const { hydrated, open: mobileOpen, setOpen: setMobileOpen } = useDisclosure('mobile-menu');
  const signedIn = Boolean(isAuthenticated && user);
  const navItems = headerNavItems(signedIn ? user : null);

  const handleLogout = async () => {
    setMobileOpen(false);
    // Home: a protected page's guard follows there rather than to /login?returnUrl=… (auth-context.ts `leftFor`).
    void navigate('/');
    await logout('/');
  };

  return (
    <>
      <DisclosureAnchor hydrated={hydrated} panelId="mobile-menu" />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClasses}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-2 lg:flex">
            {loading ? null : signedIn && user ? (
              <UserMenu user={user} onLogout={() => void handleLogout()} />
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost">
                  Login
                </ButtonLink>
                <ButtonLink to="/register">Register</ButtonLink>
              </>
            )}
          </div>
          {signedIn && (
            <div className="ml-auto h-10 w-10 lg:order-last lg:ml-0">
              <Suspense fallback={null}>
                <InboxLink />
              </Suspense>
            </div>
          )}
          <DisclosureButton
            hydrated={hydrated}
            open={mobileOpen}
            panelId="mobile-menu"
            onToggle={() => setMobileOpen((open) => !open)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="Main menu"
          >
            {mobileOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </DisclosureButton>
        </div>
        <MobileMenu
          id="mobile-menu"
          open={mobileOpen}
          navItems={navItems}
          user={signedIn ? user : null}
          loading={loading}
          onNavigate={() => setMobileOpen(false)}
          onLogout={() => void handleLogout()}
        />
      </header>
    </>
  );
}
