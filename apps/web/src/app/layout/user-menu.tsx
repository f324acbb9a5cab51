import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@orbit/shared/auth-contracts';
import { displayFirstName } from '@orbit/shared/user-display';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { userMenuItems } from './nav-links.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';

const itemClasses = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900';

/**
 * The avatar menu (desktop). A disclosure button + list of links rather than an ARIA menu: links
 * keep their native keyboard behaviour. Closes on Escape (focus back to the button) and outside click.
 */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <UserAvatar user={user} />
        <span>{displayFirstName(user.name)}</span>
        <span className="sr-only">{' account menu'}</span>
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
      >
        <div className="border-b border-slate-100 px-4 py-3">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name || 'User'}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <ul className="py-1">
          {userMenuItems(user).map((item) => (
            <li key={item.label}>
              <Link to={item.to} className={itemClasses} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-slate-100">
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
