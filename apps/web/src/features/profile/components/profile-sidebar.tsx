import type { User } from '@orbit/shared/auth-contracts';
import { Card } from '../../../components/card.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { missingProfileItems } from '../utils/profile-form.ts';

export function AccountCard({ user }: { user: User }) {
  return (
    <Card className="flex items-center gap-4 p-6">
      <UserAvatar user={user} size="lg" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{user.name || 'User'}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
        <p className="mt-1 text-xs font-medium text-brand-700">
          {user.role === 'employer' ? `Employer${user.company ? ` · ${user.company.name}` : ''}` : 'Job seeker'}
        </p>
      </div>
    </Card>
  );
}

export function CompletenessCard({ user }: { user: User }) {
  const missing = missingProfileItems(user);
  return (
    <Card className="p-6">
      <div className="flex items-baseline justify-between">
        <h2 className="text-base font-semibold text-slate-900">Profile Completeness</h2>
        <span className="text-2xl font-bold text-brand-700">{user.profileCompleteness}%</span>
      </div>
      <ProgressBar value={user.profileCompleteness} label="Profile completeness" className="mt-3" />
      {missing.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Your profile is complete.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">Add these to complete your profile:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {missing.map((item) => (
              <li key={item} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                {item}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
