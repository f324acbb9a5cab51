import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { securityMessages } from '@orbit/shared/security-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { RoleNoticePage } from '../../../components/role-notice-page.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PostsPanel } from '../components/posts-panel.tsx';
import { ReportsPanel } from '../components/reports-panel.tsx';
import { SuspendedPanel } from '../components/suspended-panel.tsx';

const tabs = [
  { id: 'posts', label: 'Posts awaiting review' },
  { id: 'reports', label: 'Reports' },
  { id: 'suspended', label: 'Suspended employers' },
] as const;
type Tab = (typeof tabs)[number]['id'];

/**
 * /moderation, as tabs: job posts awaiting review, seekers' reports of contact requests and messages
 * (?tab=reports, so a link can open it), and the suspended employers, whose suspension a moderator can lift
 * (?tab=suspended).
 */
export function ModerationPage() {
  useDocumentTitle('Moderation');
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((item) => item.id === params.get('tab'))?.id ?? 'posts';
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ posts: null, reports: null, suspended: null });

  if (!user.isModerator) {
    return (
      <RoleNoticePage
        title="Moderation is not available"
        actions={<ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>}
      >
        <p>This page is for Orbit Jobs moderators, who review job posts before they go live.</p>
      </RoleNoticePage>
    );
  }

  // The server refuses moderation without two-step verification (one password must not publish anything): say so
  // here and send the moderator to set it up, rather than show queues that would only answer 403.
  if (!user.twoFactorEnabled) {
    return (
      <RoleNoticePage
        title="Turn on two-step verification to moderate"
        actions={<ButtonLink to="/profile#security">Set up two-step verification</ButtonLink>}
      >
        <p>{securityMessages.moderatorNeedsTwoFactor}</p>
      </RoleNoticePage>
    );
  }

  const select = (next: Tab) => setParams(next === 'posts' ? {} : { tab: next }, { replace: true });
  // ARIA tabs: arrow keys, Home and End move between them and select, as the dashboard's tabs do.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((item) => item.id === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    select(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Moderation</h1>
      <p className="mt-2 text-slate-600">
        Job posts screening sent for review, and what job seekers reported: contact requests and messages.
      </p>
      <div role="tablist" aria-label="Moderation queues" className="mt-6 flex gap-1 border-b border-slate-200">
        {tabs.map((item) => {
          const selected = item.id === tab;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`moderation-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={selected ? 'moderation-tab-panel' : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={onTabKeyDown}
              className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors sm:px-4 ${
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="moderation-tab-panel" aria-labelledby={`moderation-tab-${tab}`} className="pt-6">
        {tab === 'posts' ? <PostsPanel /> : tab === 'reports' ? <ReportsPanel /> : <SuspendedPanel />}
      </div>
    </div>
  );
}
