import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { MailIcon } from '../../../components/icons.tsx';
import { unreadQuery } from '../api/unread-count.ts';
import { unreadBadge, unreadLabel } from '../utils/message-text.ts';

/** The header's inbox link with the unread count, polled every minute and when the window regains focus. */
export function InboxLink({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useQuery(unreadQuery).data?.unread ?? 0;
  const badge = unreadBadge(unread);
  return (
    <NavLink
      to="/inbox"
      aria-label={unreadLabel(unread)}
      onClick={onNavigate}
      className={({ isActive }) =>
        `relative inline-flex h-10 w-10 items-center justify-center rounded-lg ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
        }`
      }
    >
      <MailIcon className="h-5 w-5" />
      {badge && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}
